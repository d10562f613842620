// The floor for logins: raw argon2 verify in a process of its own like the
// app, with the server's options (a hash made by server/core/passwords.ts).
// GET /verify?count=N runs N verifications and answers how long they took.
import { createServer } from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import argon2 from "argon2";
import { hashPassword } from "../../server/core/passwords";
import { pool } from "./stats";

// Two per core (docs/architecture.md#security-numbers), at least what the server allows: lowering the
// server's parallelism must not lower the floor it is judged against.
const inFlight = os.availableParallelism() * 2;
const password = "Floor-Pass-123";
const hash = await hashPassword(password);
const verify = async () => {
  if (!(await argon2.verify(hash, password))) throw new Error("argon2 floor: the hash does not verify");
};
await pool(inFlight * 2, inFlight, verify); // warm-up

const server = createServer((request, response) => {
  const count = Number(new URL(request.url ?? "/", "http://floor").searchParams.get("count") ?? 100);
  const start = performance.now();
  void pool(count, inFlight, verify).then(() => {
    const seconds = (performance.now() - start) / 1000;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ count, seconds, inFlight }));
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(
    `${JSON.stringify({ baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` })}\n`,
  );
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
