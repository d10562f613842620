// `npm run bench`: every benchmark in one run, each against a floor measured
// in the same run on the same machine (docs/architecture.md#performance-budgets). Use BENCH_DATABASE_URL to
// run on a PostgreSQL server instead of the embedded one. Name benchmarks to
// run only those (`npm run bench -- login signup-flood public-flood bundle`); `--quick` runs fewer requests.
import os from "node:os";
import { startBenchEnv } from "./bench-env";
import { benchBundle } from "./bundle";
import { benchChatStream } from "./chat-stream";
import { benchImageTurn } from "./image-turn";
import { benchLogin } from "./login";
import { benchLoginEnumeration } from "./login-enumeration";
import { benchMetricsCost } from "./metrics-cost";
import { benchPublicFlood } from "./public-flood";
import { benchReadApis } from "./read-apis";
import { benchSignupFlood } from "./signup-flood";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

const quick = process.argv.includes("--quick");

// Issue #34: the figures' CPU per turn, off against on (docs/decisions.md D184).
const metricsCost = (env: Env) =>
  benchMetricsCost(env, {
    levels: [1, 10],
    idleSeconds: quick ? 5 : 15,
    ...(quick ? { rounds: 8, turnsPerRound: 10 } : { rounds: 30, turnsPerRound: 20 }),
  });
const BENCHES: Record<string, (env: Env) => Promise<unknown>> = {
  chat: async (env) => ({
    streaming: await benchChatStream(env, {
      levels: [1, 20, 100, 200],
      ...(quick ? { perLevel: 100, rounds: 2, maxWaves: 10 } : { perLevel: 800, rounds: 4, maxWaves: 20 }),
    }),
    metrics: await metricsCost(env),
  }),
  // The metrics' cost alone (`npm run bench -- metrics`), also part of `chat`.
  metrics: metricsCost,
  read: (env) => benchReadApis(env, { requests: quick ? 1000 : 4000 }),
  image: (env) => benchImageTurn(env, { turns: quick ? 5 : 15 }),
  login: async (env) => ({
    throughput: await benchLogin(env, { logins: quick ? 400 : 960, probes: quick ? 100 : 300 }),
    enumeration: await benchLoginEnumeration(env, { perKind: quick ? 60 : 200 }),
  }),
  "signup-flood": (env) => benchSignupFlood(env, { floods: quick ? 3 : 8, idleLogins: quick ? 10 : 20 }),
  "public-flood": (env) => benchPublicFlood(env, { floods: quick ? 3 : 8, logins: quick ? 10 : 20 }),
};

const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = named.filter((name) => name !== "bundle" && !(name in BENCHES));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}; choose from ${[...Object.keys(BENCHES), "bundle"].join(", ")}`,
  );
  process.exit(2);
}
const selected = (name: string) => named.length === 0 || named.includes(name);

console.log(
  `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const serverBenches = Object.entries(BENCHES).filter(([name]) => selected(name));
if (serverBenches.length > 0) {
  const env = await startBenchEnv();
  try {
    for (const [, bench] of serverBenches) await bench(env);
  } finally {
    await env.close();
  }
}
// Needs no server: builds the client in memory.
if (selected("bundle")) await benchBundle();
