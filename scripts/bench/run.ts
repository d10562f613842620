// `npm run bench`: every benchmark in one run, each against a floor measured
// in the same run on the same machine (DESIGN §9). Use BENCH_DATABASE_URL to
// run on a PostgreSQL server instead of the embedded one.
import os from "node:os";
import { startBenchEnv } from "./bench-env";
import { benchChatStream } from "./chat-stream";
import { benchReadApis } from "./read-apis";

console.log(
  `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const env = await startBenchEnv();
try {
  const quick = process.argv.includes("--quick");
  await benchChatStream(env, { levels: [1, 50, 200], perLevel: quick ? 200 : 800 });
  await benchReadApis(env, { requests: quick ? 1000 : 4000 });
} finally {
  await env.close();
}
