// Read APIs against the tRPC hello-world floor (docs/architecture.md#performance-budgets: ≥ 75% of its
// throughput), and a history page for a user with 5,000 conversations (p99 < 10 ms).
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { startBenchEnv } from "./bench-env";
import { ms, percentile, pool } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

export async function measure(url: string, headers: Record<string, string>, requests: number, concurrency: number) {
  const latencies: number[] = [];
  const started = performance.now();
  await pool(requests, concurrency, async () => {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    latencies.push(performance.now() - start);
  });
  const seconds = (performance.now() - started) / 1000;
  return { rps: requests / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), latencies };
}

/** 5,000 conversations with two messages each for the bench user, straight in SQL. */
async function seedHistory(databaseUrl: string, userId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "Conversation" (id, "userId", title, preview, "messageCount", "createdAt", "updatedAt")
       select gen_random_uuid()::text, $1, 'Conversation ' || n, 'Preview of reply ' || n, 2,
              now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
       from generate_series(1, 5000) as n`,
      [userId],
    );
    await client.query(`analyze "Conversation"`);
  } finally {
    await client.end();
  }
}

export async function benchReadApis(env: Env & { helloUrl: string }, options: { requests: number }) {
  await seedHistory(env.databaseUrl, env.userId);
  const auth = { authorization: `Bearer ${env.token}` };
  const cases = [
    { name: "tRPC hello-world (floor)", url: `${env.helloUrl}/trpc/hello`, headers: {} },
    { name: "catalog.list", url: `${env.baseUrl}/trpc/catalog.list`, headers: {} },
    { name: "GET /api/models", url: `${env.baseUrl}/api/models`, headers: {} },
    {
      name: "chat.history (page of 30, 5,000 convs)",
      url: `${env.baseUrl}/trpc/chat.history?input=%7B%7D`,
      headers: auth,
    },
  ];
  for (const item of cases) await measure(item.url, item.headers, 200, 10); // warm-up
  // Interleaved rounds: a burst of other work on this shared machine then lands on
  // every case alike instead of on whichever ran at that moment.
  const rounds = 4;
  const perRound = Math.ceil(options.requests / rounds);
  const totals = cases.map(() => ({ seconds: 0, latencies: [] as number[] }));
  for (let round = 0; round < rounds; round++)
    for (const [index, item] of cases.entries()) {
      const result = await measure(item.url, item.headers, perRound, 50);
      const total = totals[index];
      if (!total) continue;
      total.seconds += perRound / result.rps;
      total.latencies.push(...result.latencies);
    }
  const results = cases.map((item, index) => {
    const { seconds, latencies } = totals[index] ?? { seconds: 1, latencies: [] };
    return {
      ...item,
      rps: (perRound * rounds) / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  });
  const floor = results[0]?.rps ?? 1;

  console.log(
    "\nRead APIs at concurrency 50 vs a tRPC hello-world on Fastify, 4 interleaved rounds (budget: ≥ 75% of its throughput)",
  );
  console.log("endpoint                                     req/s     vs floor   p50          p99");
  for (const row of results)
    console.log(
      `${row.name.padEnd(42)} ${row.rps.toFixed(0).padStart(7)}   ${`${((row.rps / floor) * 100).toFixed(0)}%`.padStart(7)}   ${ms(row.p50).padStart(10)}   ${ms(row.p99).padStart(10)}`,
    );

  const sequential = await measure(`${env.baseUrl}/trpc/chat.history?input=%7B%7D`, auth, 500, 1);
  console.log(
    `\nHistory page for a user with 5,000 conversations, one at a time: p50 ${ms(sequential.p50)}, p99 ${ms(sequential.p99)} (budget p99 < 10 ms: ${sequential.p99 < 10 ? "met" : "MISSED"})`,
  );
  return results;
}
