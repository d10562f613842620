// Login latency while bogus sign-ups flood in (docs/architecture.md#performance-budgets: "A bogus sign-up
// flood leaves login latency within 2× of idle"). Logins go one at a time, in
// idle windows and during floods of sign-ups with a wrong code, alternating.
// The app runs with RATE_LIMITS=off (app-process.ts), so every sign-up reaches
// the sign-up code instead of being throttled away: what is measured is what
// a bogus sign-up costs and how the server orders that work, e.g. whether a
// login's hash waits behind the flood's.
import { performance } from "node:perf_hooks";
import type { startBenchEnv } from "./bench-env";
import { seedLoginUsers } from "./login";
import { percentile, printLoginsUnderFlood } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

/** Sign-ups in one flood, each for an e-mail of its own, */
const FLOOD = 200;
/**
 * sent at this many a second: more than this machine can hash (65-80 argon2
 * hashes a second on both cores, see Login), so if sign-ups hash, the queue
 * of hashes grows for as long as the flood lasts; and few enough that
 * rejecting them costs a fraction of the CPU (a burst of all 200 at once
 * measures how long 200 requests queue on two cores instead, BENCHMARKS.md).
 */
const FLOOD_RATE = 100;
const BUDGET = 2;
const PASSWORD = "Flood-Bench-Login-123";
const USERS = 20;

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function benchSignupFlood(env: Env, options: { floods: number; idleLogins: number }) {
  await seedLoginUsers(env.databaseUrl, "flood-login", USERS, PASSWORD);

  let nextUser = 0;
  /** One login; its latency in ms. */
  const login = async () => {
    const start = performance.now();
    const status = await post(`${env.baseUrl}/api/users/login`, {
      email: `flood-login${nextUser++ % USERS}@example.com`,
      password: PASSWORD,
    });
    if (status !== 200) throw new Error(`login: ${status}`);
    return performance.now() - start;
  };

  let nextSignup = 0;
  const statuses = new Map<number, number>();
  /** A sign-up that would pass every check but the code: valid, strong, unused, and a wrong 6-digit code. */
  const bogusSignup = async () => {
    const id = `${process.pid}x${nextSignup++}`;
    const status = await post(`${env.baseUrl}/api/users/register`, {
      name: `Flood Visitor ${id}`,
      username: `visitor_${id}`,
      email: `visitor.${id}@example.com`,
      password: "Quartz-Heron-Lantern-58",
      otp: String(100_000 + Math.floor(Math.random() * 900_000)),
    });
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };

  /**
   * The flood: the sign-ups sent at a steady rate, not waiting for answers (as
   * an attacker's script would), and one login at a time from the first
   * sign-up sent until the last is answered.
   */
  const floodWindow = async () => {
    const started = performance.now();
    let unanswered = FLOOD;
    const sent: Promise<void>[] = [];
    const sending = (async () => {
      for (let index = 0; index < FLOOD; index++) {
        const due = started + (index * 1000) / FLOOD_RATE;
        if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        sent.push(bogusSignup().finally(() => unanswered--));
      }
    })();
    const latencies: number[] = [];
    do latencies.push(await login());
    while (unanswered > 0);
    await sending;
    await Promise.all(sent);
    return { latencies, seconds: (performance.now() - started) / 1000 };
  };
  const idleWindow = async () => {
    const latencies: number[] = [];
    for (let index = 0; index < options.idleLogins; index++) latencies.push(await login());
    return latencies;
  };

  // Warm-up: the login path, and the sign-up path with its password checks.
  await idleWindow();
  await Promise.all(Array.from({ length: 20 }, bogusSignup));
  statuses.clear();

  // Idle and flooded windows alternate (and which goes first), so both see the same machine conditions.
  const idle: number[] = [];
  const flooded: number[] = [];
  const floodSeconds: number[] = [];
  for (let round = 0; round < options.floods; round++) {
    const runFlood = async () => {
      const window = await floodWindow();
      flooded.push(...window.latencies);
      floodSeconds.push(window.seconds);
    };
    const runIdle = async () => {
      idle.push(...(await idleWindow()));
    };
    if (round % 2 === 0) await runIdle().then(runFlood);
    else await runFlood().then(runIdle);
  }

  const answers = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status} × ${count}`)
    .join(", ");
  console.log(
    `\nSign-up flood: POST /api/users/login one at a time, idle vs during a flood of ${FLOOD} bogus sign-ups (POST /api/users/register, each a new e-mail, a wrong code) sent at ${FLOOD_RATE}/s; ${options.floods} floods alternating with idle windows of ${options.idleLogins} logins`,
  );
  const ratio = printLoginsUnderFlood(idle, flooded, BUDGET);
  console.log(
    `each flood sent over ${(FLOOD / FLOOD_RATE).toFixed(1)} s, its last sign-up answered after ${percentile(floodSeconds, 50).toFixed(2)} s (median; ${Math.min(...floodSeconds).toFixed(2)}–${Math.max(...floodSeconds).toFixed(2)} s); answers: ${answers}`,
  );
  if (statuses.has(201)) console.log("  ! some bogus sign-ups were accepted: the case measures the wrong thing");
  if (statuses.has(429)) console.log("  ! some sign-ups were throttled (429): they never reached the sign-up code");
  return { idle, flooded, ratio, floodSeconds, statuses };
}
