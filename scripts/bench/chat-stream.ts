// Streaming overhead: time to first token and total time through
// POST /api/chat/stream versus calling the fake upstream directly, interleaved
// in one run, at concurrency 1, 50 and 200 (DESIGN §9).
import { performance } from "node:perf_hooks";
import type { startBenchEnv } from "./bench-env";
import { ms, percentile, pool } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

interface Timing {
  ttft: number;
  total: number;
}

async function timeStream(url: string, init: RequestInit, firstToken: (text: string) => boolean): Promise<Timing> {
  const start = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let ttft = Number.NaN;
  let seen = "";
  for await (const chunk of response.body) {
    if (Number.isNaN(ttft)) {
      seen += Buffer.from(chunk).toString();
      if (firstToken(seen)) ttft = performance.now() - start;
    }
  }
  return { ttft, total: performance.now() - start };
}

export async function benchChatStream(env: Env, options: { levels: number[]; perLevel: number }) {
  const direct = () =>
    timeStream(
      `${env.upstreamUrl}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer x" },
        body: JSON.stringify({
          model: "x-ai/grok-4-fast:free",
          stream: true,
          messages: [{ role: "user", content: "bench hello" }],
        }),
      },
      (text) => text.includes('"content"'),
    );
  const gateway = () =>
    timeStream(
      `${env.baseUrl}/api/chat/stream`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${env.token}` },
        body: JSON.stringify({ message: "bench hello", modelId: "x-ai/grok-4-fast:free" }),
      },
      (text) => text.includes("event: delta"),
    );

  // Warm up both paths (JIT, connection pools, query plans).
  await pool(40, 10, () => direct());
  await pool(40, 10, () => gateway());

  const rows = [];
  for (const concurrency of options.levels) {
    const directRuns: Timing[] = [];
    const gatewayRuns: Timing[] = [];
    // Interleaved rounds so both paths see the same machine conditions.
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      const count = Math.max(concurrency, Math.ceil(options.perLevel / rounds));
      directRuns.push(...(await pool(count, concurrency, () => direct())));
      gatewayRuns.push(...(await pool(count, concurrency, () => gateway())));
    }
    const stat = (runs: Timing[], key: keyof Timing, p: number) =>
      percentile(
        runs.map((run) => run[key]),
        p,
      );
    rows.push({
      concurrency,
      requests: gatewayRuns.length,
      directTtftP50: stat(directRuns, "ttft", 50),
      directTtftP99: stat(directRuns, "ttft", 99),
      gatewayTtftP50: stat(gatewayRuns, "ttft", 50),
      gatewayTtftP99: stat(gatewayRuns, "ttft", 99),
      directTotalP50: stat(directRuns, "total", 50),
      gatewayTotalP50: stat(gatewayRuns, "total", 50),
    });
  }

  console.log("\nStreaming chat: POST /api/chat/stream vs the fake upstream directly (time to first token)");
  console.log(
    "conc  reqs  direct p50   gateway p50  added p50    direct p99   gateway p99  added p99    total p50 direct/gateway  budget",
  );
  for (const row of rows) {
    const addedP50 = row.gatewayTtftP50 - row.directTtftP50;
    const addedP99 = row.gatewayTtftP99 - row.directTtftP99;
    const budget =
      row.concurrency === 1
        ? `p50 ≤ 3 ms: ${addedP50 <= 3 ? "met" : "MISSED"}`
        : row.concurrency === 200
          ? `p99 ≤ 10 ms: ${addedP99 <= 10 ? "met" : "MISSED"}`
          : "–";
    console.log(
      [
        String(row.concurrency).padStart(4),
        String(row.requests).padStart(5),
        ms(row.directTtftP50).padStart(11),
        ms(row.gatewayTtftP50).padStart(12),
        ms(addedP50).padStart(10),
        ms(row.directTtftP99).padStart(12),
        ms(row.gatewayTtftP99).padStart(12),
        ms(addedP99).padStart(10),
        `${ms(row.directTotalP50)} / ${ms(row.gatewayTotalP50)}`.padStart(26),
        ` ${budget}`,
      ].join(" "),
    );
  }
  return rows;
}
