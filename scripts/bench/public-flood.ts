// Login latency while one client floods the endpoints anyone may call (issue
// #27: "a real login is 5× slower while someone floods cheap public
// endpoints"; budget: login p50 within 2× of idle). Logins go one at a time,
// each from one of 20 client addresses, in idle windows and while another
// client (flood-process.ts, from an address of its own, in a process of its
// own) sends the catalogue reads faster than the app can answer, alternating. The app is a second instance on the
// bench's database, with the client budget at its default (README,
// "Security"); BENCH_PUBLIC_REQUESTS_PER_SECOND=0 runs it without.
import http from "node:http";
import { performance } from "node:perf_hooks";
import * as config from "../../server/core/config";
import { type startBenchEnv, startChild, stopChild } from "./bench-env";
import { seedLoginUsers } from "./login";
import { printLoginsUnderFlood } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

/**
 * Flood requests a second: more than the app can serve of these reads on two
 * cores (~2,000-3,000 a second, see Read APIs), so the flooding client always
 * has requests waiting, as one hammering as fast as it can would
 * (BENCH_FLOOD_RATE sets another rate).
 */
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 5000);
const FLOOD_PATHS = ["/api/models", "/trpc/catalog.list?batch=1&input=%7B%220%22%3A%7B%7D%7D"];
const BUDGET = 2;
const PASSWORD = "Flood-Bench-Login-123";
const USERS = 20;
/** The people logging in: each login from the next of these addresses, as many clients would. */
const LOGIN_ADDRESSES = Array.from({ length: 20 }, (_, index) => `127.0.1.${index + 1}`);

function postJson(url: URL, body: unknown, agent: http.Agent): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

interface FloodReport {
  sent: number;
  skipped: number;
  seconds: number;
  statuses: Record<string, number>;
}

export async function benchPublicFlood(env: Env, options: { floods: number; logins: number }) {
  // A namespace import: the case also runs against code from before the budget (BENCHMARKS.md, "before").
  const perSecond = process.env.BENCH_PUBLIC_REQUESTS_PER_SECOND ?? String(config.DEFAULT_PUBLIC_REQUESTS_PER_SECOND);
  const app = await startChild<{ baseUrl: string }>("app-process.ts", {
    BENCH_UPSTREAM_URL: env.upstreamUrl,
    BENCH_APP_DATABASE_URL: env.databaseUrl,
    BENCH_APP_ENV: JSON.stringify({ PUBLIC_REQUESTS_PER_SECOND: perSecond }),
  });
  const flooder = await startChild<{ ready: boolean }>("flood-process.ts", {
    BENCH_FLOOD_URL: app.info.baseUrl,
    BENCH_FLOOD_RATE: String(FLOOD_RATE),
    BENCH_FLOOD_PATHS: FLOOD_PATHS.join(" "),
    BENCH_FLOOD_ADDRESS: "127.0.0.2",
  });
  const agents = LOGIN_ADDRESSES.map((localAddress) => new http.Agent({ keepAlive: true, localAddress }));
  try {
    await seedLoginUsers(env.databaseUrl, "public-flood", USERS, PASSWORD);
    const loginUrl = new URL(`${app.info.baseUrl}/api/users/login`);
    let next = 0;
    /** One login; its latency in ms. */
    const login = async () => {
      const index = next++;
      const start = performance.now();
      const status = await postJson(
        loginUrl,
        { email: `public-flood${index % USERS}@example.com`, password: PASSWORD },
        agents[index % agents.length] as http.Agent,
      );
      if (status !== 200) throw new Error(`login: ${status}`);
      return performance.now() - start;
    };
    const logins = async () => {
      const latencies: number[] = [];
      for (let index = 0; index < options.logins; index++) latencies.push(await login());
      return latencies;
    };
    const command = (message: "start" | "stop") =>
      new Promise<FloodReport | undefined>((resolve) => {
        if (message === "start") {
          flooder.child.send("start");
          resolve(undefined);
        } else {
          flooder.child.once("message", (report) => resolve(report as FloodReport));
          flooder.child.send("stop");
        }
      });

    await logins(); // warm-up
    const idle: number[] = [];
    const flooded: number[] = [];
    const reports: FloodReport[] = [];
    const runFlood = async () => {
      await command("start");
      // The flood in full swing before the first timed login.
      await new Promise((resolve) => setTimeout(resolve, 300));
      flooded.push(...(await logins()));
      const report = await command("stop");
      if (report) reports.push(report);
    };
    const runIdle = async () => {
      idle.push(...(await logins()));
    };
    // Alternating, and which goes first, so both see the same machine conditions.
    for (let round = 0; round < options.floods; round++) {
      if (round % 2 === 0) await runIdle().then(runFlood);
      else await runFlood().then(runIdle);
    }

    const totals = new Map<string, number>();
    for (const report of reports)
      for (const [status, count] of Object.entries(report.statuses))
        totals.set(status, (totals.get(status) ?? 0) + count);
    const sent = reports.reduce((sum, report) => sum + report.sent, 0);
    const seconds = reports.reduce((sum, report) => sum + report.seconds, 0);
    const skipped = reports.reduce((sum, report) => sum + report.skipped, 0);
    console.log(
      `\nPublic-read flood: POST /api/users/login one at a time from ${LOGIN_ADDRESSES.length} client addresses, idle vs while one other client sends ${FLOOD_RATE} requests/s (${FLOOD_PATHS.map((path) => path.split("?")[0]).join(", ")}, alternating); ${options.floods} floods alternating with idle windows, ${options.logins} logins each; client budget ${Number(perSecond) > 0 ? `${perSecond}/s per client address` : "off"}`,
    );
    const ratio = printLoginsUnderFlood(idle, flooded, BUDGET);
    console.log(
      `the flood: ${(sent / seconds).toFixed(0)} requests/s sent over ${seconds.toFixed(1)} s${skipped ? ` (${skipped} more were due while all 64 connections waited for answers)` : ""}; answers: ${[
        ...totals.entries(),
      ]
        .map(([status, count]) => `${status} × ${count}`)
        .join(", ")}`,
    );
    return { idle, flooded, ratio, reports };
  } finally {
    for (const agent of agents) agent.destroy();
    await stopChild(flooder.child);
    await stopChild(app.child);
  }
}
