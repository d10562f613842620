// What a log line costs in each format (issue #34, server/lib/logger.ts): JSON, pino-pretty as a synchronous stream
// in the thread (what the server uses), and pino-pretty as a worker-thread transport (pino's usual advice). 20,000
// request pairs ("incoming request", "request completed") to /dev/null; the loop's own time is the thread's share,
// the process's CPU (every thread) is the cost in all, read after the transport has drained.
//   npx tsx scripts/bench/log-formats.ts json|pretty|transport
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import pino, { type Logger } from "pino";
import { createLogger, LOG_REDACT } from "../../server/lib/logger";

const mode = process.argv[2] ?? "json";
const PAIRS = 20_000;
const PRETTY = { colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", singleLine: true };

const log: Logger =
  mode === "transport"
    ? pino({
        level: "info",
        redact: LOG_REDACT,
        transport: {
          target: createRequire(import.meta.url).resolve("pino-pretty"),
          options: { ...PRETTY, destination: "/dev/null" },
        },
      })
    : createLogger({
        level: "info",
        format: mode === "pretty" ? "pretty" : "json",
        destination: pino.destination({ dest: "/dev/null", sync: true }),
        colorize: true,
      });
// The transport's thread starts first.
await new Promise((resolve) => setTimeout(resolve, 300));
const cpu = process.cpuUsage();
const start = performance.now();
for (let index = 0; index < PAIRS; index++) {
  const reqId = `req-${index}`;
  const req = { method: "GET", url: "/api/models?page=2", host: "127.0.0.1:3000", remoteAddress: "127.0.0.1" };
  log.info({ reqId, req }, "incoming request");
  log.info({ reqId, res: { statusCode: 200 }, responseTime: 1.2345 }, "request completed");
}
const loopUs = ((performance.now() - start) * 1000) / (2 * PAIRS);
await new Promise<void>((resolve) => log.flush(() => resolve()));
await new Promise((resolve) => setTimeout(resolve, mode === "transport" ? 3000 : 100));
const used = process.cpuUsage(cpu);
console.log(
  `${mode.padEnd(9)} the logging thread ${loopUs.toFixed(1)} µs a line; the process's CPU ${((used.user + used.system) / (2 * PAIRS)).toFixed(1)} µs a line`,
);
process.exit(0);
