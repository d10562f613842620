// The floor for read APIs: a tRPC hello-world on Fastify, in a process of its
// own like the app, so "≥ 75% of its throughput" compares like with like.
import { initTRPC } from "@trpc/server";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";

const t = initTRPC.create();
const router = t.router({ hello: t.procedure.query(() => ({ greeting: "hello world" })) });
const app = Fastify({ logger: false });
await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions: { router } });
await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(
  `${JSON.stringify({ baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` })}\n`,
);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
