// Streaming overhead: time to first token and total time through
// POST /api/chat/stream and through the OpenAI-compatible POST /v1/chat/completions
// versus calling the fake upstream directly, interleaved in one run, at each
// concurrency level (DESIGN §9, issue #15: /v1 adds no more than the chat does).
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

  const keyResponse = await fetch(`${env.baseUrl}/trpc/apiKeys.create`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${env.token}` },
    body: JSON.stringify({ name: "bench" }),
  });
  if (!keyResponse.ok) throw new Error(`apiKeys.create: ${keyResponse.status} ${await keyResponse.text()}`);
  const apiKey: string = (await keyResponse.json()).result.data.key;
  const api = () =>
    timeStream(
      `${env.baseUrl}/v1/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({
          model: "x-ai/grok-4-fast:free",
          stream: true,
          messages: [{ role: "user", content: "bench hello" }],
        }),
      },
      // The first chunk carries only the role; the first token is the first non-empty content.
      (text) => /"content":"[^"]/.test(text),
    );

  // Warm up every path (JIT, connection pools, query plans).
  await pool(40, 10, () => direct());
  await pool(40, 10, () => gateway());
  await pool(40, 10, () => api());

  const rows = [];
  for (const concurrency of options.levels) {
    const directRuns: Timing[] = [];
    const gatewayRuns: Timing[] = [];
    const apiRuns: Timing[] = [];
    // Interleaved rounds so both paths see the same machine conditions.
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      const count = Math.max(concurrency, Math.ceil(options.perLevel / rounds));
      directRuns.push(...(await pool(count, concurrency, () => direct())));
      gatewayRuns.push(...(await pool(count, concurrency, () => gateway())));
      apiRuns.push(...(await pool(count, concurrency, () => api())));
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
      apiTtftP50: stat(apiRuns, "ttft", 50),
      apiTtftP99: stat(apiRuns, "ttft", 99),
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
  console.log(
    "\nThe same rounds through POST /v1/chat/completions (OpenAI format, an API key): added time to first token",
  );
  console.log("conc  /api/chat/stream p50  /v1 p50   /api/chat/stream p99  /v1 p99   /v1 adds no more (p50)");
  for (const row of rows) {
    const chatP50 = row.gatewayTtftP50 - row.directTtftP50;
    const apiP50 = row.apiTtftP50 - row.directTtftP50;
    const chatP99 = row.gatewayTtftP99 - row.directTtftP99;
    const apiP99 = row.apiTtftP99 - row.directTtftP99;
    console.log(
      [
        String(row.concurrency).padStart(4),
        ms(chatP50).padStart(21),
        ms(apiP50).padStart(8),
        ms(chatP99).padStart(21),
        ms(apiP99).padStart(8),
        // Within a millisecond counts as the same: that is below what this machine measures repeatably.
        `   ${apiP50 <= chatP50 + 1 ? "yes" : "NO"}`,
      ].join(" "),
    );
  }
  return rows;
}
