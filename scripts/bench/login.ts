// Logins against raw argon2 verify (docs/architecture.md#performance-budgets: ≥ 90% of its throughput), and
// whether a login flood starves other requests: a cheap authenticated request
// and the in-memory models list, one at a time, with and without the flood.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { HASHES_IN_FLIGHT, hashPassword } from "../../server/core/passwords";
import { type startBenchEnv, startChild, stopChild } from "./bench-env";
import { measure } from "./read-apis";
import { ms, percentile, pool } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

const PASSWORD = "Login-Bench-123";
const USERS = 500;
/** Logins in flight during the throughput run and the flood: far more than the hashes the server runs at once. */
const FLOOD = 50;
/**
 * "Not starving" (BENCHMARKS.md): during the flood a cheap request's p99 stays
 * under the 0.1 s within which a response feels instant. Slower is expected
 * (the flood is meant to use every core); waiting behind hashes is not.
 */
const STARVING_P99_MS = 100;

/**
 * Accounts `${prefix}0@example.com` … with one real argon2 hash, straight in
 * SQL (sign-up needs an e-mailed code). Shared by the login and sign-up flood cases.
 */
export async function seedLoginUsers(databaseUrl: string, prefix: string, count: number, password: string) {
  const passwordHash = await hashPassword(password);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "User" (id, name, username, email, "passwordHash", "updatedAt")
       select gen_random_uuid()::text, $3 || ' ' || n, replace($3, '-', '_') || '_' || n, $3 || n || '@example.com', $1, now()
       from generate_series(0, $2 - 1) as n
       on conflict do nothing`,
      [passwordHash, count, prefix],
    );
    await client.query(`analyze "User"`);
  } finally {
    await client.end();
  }
}

interface Probe {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/** `concurrency` loops of `task` until stopped: a standing queue of logins. */
function startFlood(task: () => Promise<void>, concurrency: number) {
  let running = true;
  let done = 0;
  const started = performance.now();
  const loops = Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (running) {
        await task();
        done++;
      }
    }),
  );
  return {
    /** Stops, lets the queued logins finish, and returns the logins per second. */
    async stop() {
      running = false;
      await loops;
      return done / ((performance.now() - started) / 1000);
    },
  };
}

export async function benchLogin(env: Env, options: { logins: number; probes: number }) {
  await seedLoginUsers(env.databaseUrl, "login", USERS, PASSWORD);
  let next = 0;
  const login = async () => {
    const response = await fetch(`${env.baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `login${next++ % USERS}@example.com`, password: PASSWORD }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`login: ${response.status}`);
  };
  await pool(40, FLOOD, login); // warm-up

  // Short interleaved rounds, alternating which goes first, so the floor and the
  // app see the same machine conditions; the median round ratio resists bursts
  // of load from elsewhere on a shared machine.
  const rounds = 8;
  const perRound = Math.ceil(options.logins / rounds);
  const floor = await startChild<{ baseUrl: string }>("argon2-process.ts", {});
  const floorRates: number[] = [];
  const appRates: number[] = [];
  let floorInFlight = 0;
  const runFloor = async () => {
    const response = await fetch(`${floor.info.baseUrl}/verify?count=${perRound}`);
    const run = (await response.json()) as { count: number; seconds: number; inFlight: number };
    floorInFlight = run.inFlight;
    floorRates.push(run.count / run.seconds);
  };
  const runApp = async () => {
    const start = performance.now();
    await pool(perRound, FLOOD, login);
    appRates.push(perRound / ((performance.now() - start) / 1000));
  };
  try {
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) await runFloor().then(runApp);
      else await runApp().then(runFloor);
    }
  } finally {
    await stopChild(floor.child);
  }
  const ratios = appRates.map((rate, round) => rate / (floorRates[round] ?? Number.NaN));
  const ratio = percentile(ratios, 50);

  const probes: Probe[] = [
    {
      name: "GET /api/users/profile (auth)",
      url: `${env.baseUrl}/api/users/profile`,
      headers: { authorization: `Bearer ${env.token}` },
    },
    { name: "GET /api/models", url: `${env.baseUrl}/api/models`, headers: {} },
  ];
  const quiet = probes.map((): number[] => []);
  const busy = probes.map((): number[] => []);
  const probeAll = async (into: number[][], requests: number) => {
    for (const [index, probe] of probes.entries())
      into[index]?.push(...(await measure(probe.url, probe.headers, requests, 1)).latencies);
  };
  await probeAll([], 100); // warm-up
  // Quiet and flooded windows alternate, again for the same machine conditions.
  const cycles = 3;
  const floodRates: number[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    await probeAll(quiet, Math.ceil(options.probes / cycles));
    const flood = startFlood(login, FLOOD);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the queue build up
    await probeAll(busy, Math.ceil(options.probes / cycles));
    floodRates.push(await flood.stop());
  }

  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  console.log(
    `\nLogin: POST /api/users/login at concurrency ${FLOOD} (the app hashes ${HASHES_IN_FLIGHT} at a time) vs raw argon2 verify with ${floorInFlight} in flight in a process of its own; ${rounds} interleaved rounds of ${perRound}, medians`,
  );
  console.log(`raw argon2 verify (floor)   ${percentile(floorRates, 50).toFixed(1).padStart(6)}/s`);
  console.log(
    `POST /api/users/login       ${percentile(appRates, 50).toFixed(1).padStart(6)}/s   ${percent(ratio)} of the floor (rounds ${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))})   budget ≥ 90%: ${ratio >= 0.9 ? "met" : "MISSED"}`,
  );
  console.log(
    `\nOne request at a time, without and during a flood of ${FLOOD} concurrent logins (${percentile(floodRates, 50).toFixed(1)} logins/s), ${cycles} alternating windows; not starving: p99 during the flood ≤ ${STARVING_P99_MS} ms`,
  );
  console.log("request                          quiet p50    quiet p99    flood p50    flood p99   not starving");
  for (const [index, probe] of probes.entries()) {
    const [before, during] = [quiet[index] ?? [], busy[index] ?? []];
    const ok = percentile(during, 99) <= STARVING_P99_MS;
    console.log(
      `${probe.name.padEnd(31)} ${ms(percentile(before, 50)).padStart(10)} ${ms(percentile(before, 99)).padStart(12)} ${ms(percentile(during, 50)).padStart(12)} ${ms(percentile(during, 99)).padStart(12)}   ${ok ? "met" : "MISSED"}`,
    );
  }
  return { floorRates, appRates, ratio, quiet, busy };
}
