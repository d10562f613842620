// Streaming overhead (docs/architecture.md#performance-budgets, issue #16): time to first token through
// POST /api/chat/stream and through the OpenAI-compatible POST /v1/chat/completions,
// and through a bare proxy that only pipes the bytes (the floor), each against
// the fake upstream called directly, interleaved in the same rounds at each
// concurrency level. Cost is each process's own CPU time per streamed reply,
// which a shared machine disturbs far less than wall time.
import os from "node:os";
import { performance } from "node:perf_hooks";
import type { startBenchEnv } from "./bench-env";
import { percentile, pool } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

interface Timing {
  ttft: number;
  total: number;
}

/** The upstream's pace for every path: first token after 50 ms, then 40 tokens 5 ms apart. */
const PROMPT = "paced:50:40:5";
const MODEL = "x-ai/grok-4-fast:free";

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
  if (Number.isNaN(ttft)) throw new Error(`${url}: no token in ${seen.slice(0, 300)}`);
  return { ttft, total: performance.now() - start };
}

interface Path {
  name: string;
  run: () => Promise<Timing>;
  /** The CPU time of the process that serves this path (none for the upstream itself). */
  cpuMs?: () => Promise<number>;
}

export async function benchChatStream(env: Env, options: { levels: number[]; perLevel: number }) {
  const completionBody = JSON.stringify({
    model: MODEL,
    stream: true,
    messages: [{ role: "user", content: PROMPT }],
  });
  const upstreamCall = (baseUrl: string) => () =>
    timeStream(
      `${baseUrl}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer x" },
        body: completionBody,
      },
      (text) => text.includes('"content"'),
    );

  const keyResponse = await fetch(`${env.baseUrl}/trpc/apiKeys.create`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${env.token}` },
    body: JSON.stringify({ name: "bench" }),
  });
  if (!keyResponse.ok) throw new Error(`apiKeys.create: ${keyResponse.status} ${await keyResponse.text()}`);
  const apiKey: string = (await keyResponse.json()).result.data.key;

  const direct: Path = { name: "direct", run: upstreamCall(env.upstreamUrl) };
  const proxy: Path = { name: "proxy", run: upstreamCall(env.proxyUrl), cpuMs: env.cpuMs.proxy };
  const chat: Path = {
    name: "chat",
    run: () =>
      timeStream(
        `${env.baseUrl}/api/chat/stream`,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${env.token}` },
          body: JSON.stringify({ message: PROMPT, modelId: MODEL }),
        },
        (text) => text.includes("event: delta"),
      ),
    cpuMs: env.cpuMs.app,
  };
  const api: Path = {
    name: "v1",
    run: () =>
      timeStream(
        `${env.baseUrl}/v1/chat/completions`,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
          body: completionBody,
        },
        // The first chunk carries only the role; the first token is the first non-empty content.
        (text) => /"content":"[^"]/.test(text),
      ),
    cpuMs: env.cpuMs.app,
  };
  const paths = [direct, proxy, chat, api];

  // Warm up every path (JIT, connection pools, query plans).
  for (const path of paths) await pool(40, 10, () => path.run());

  const rows = [];
  for (const concurrency of options.levels) {
    const load = os.loadavg()[0] ?? Number.NaN;
    const runs = new Map(paths.map((path) => [path, { timings: [] as Timing[], cpuMs: 0 }]));
    // Interleaved rounds so every path sees the same machine conditions.
    const rounds = 4;
    // At least one full wave; at most 20 waves a round, so concurrency 1 takes a minute, not ten.
    const count = Math.max(concurrency, Math.min(Math.ceil(options.perLevel / rounds), concurrency * 20));
    for (let round = 0; round < rounds; round++) {
      for (const path of paths) {
        const run = runs.get(path);
        if (!run) continue;
        const before = await path.cpuMs?.();
        run.timings.push(...(await pool(count, concurrency, () => path.run())));
        if (path.cpuMs && before !== undefined) run.cpuMs += (await path.cpuMs()) - before;
      }
    }
    const stat = (path: Path, p: number) =>
      percentile(
        (runs.get(path)?.timings ?? []).map((run) => run.ttft),
        p,
      );
    const added = (path: Path, p: number) => stat(path, p) - stat(direct, p);
    const perReply = (path: Path) => {
      const run = runs.get(path);
      return run ? run.cpuMs / run.timings.length : Number.NaN;
    };
    rows.push({
      concurrency,
      requests: count * rounds,
      load,
      directP50: stat(direct, 50),
      directP99: stat(direct, 99),
      proxyAddedP50: added(proxy, 50),
      proxyAddedP99: added(proxy, 99),
      chatAddedP50: added(chat, 50),
      chatAddedP99: added(chat, 99),
      apiAddedP50: added(api, 50),
      apiAddedP99: added(api, 99),
      proxyCpu: perReply(proxy),
      chatCpu: perReply(chat),
      apiCpu: perReply(api),
    });
  }

  const pair = (a: number, b: number) => `${a.toFixed(1)} / ${b.toFixed(1)} ms`;
  console.log(
    `\nStreaming: time to first token added over the fake upstream (first token ${PROMPT.split(":")[1]} ms, ` +
      `${PROMPT.split(":")[2]} tokens ${PROMPT.split(":")[3]} ms apart), p50 / p99; CPU ms per streamed reply`,
  );
  console.log(
    "conc  reqs  load  direct p50/p99      proxy adds          /api/chat/stream adds  /v1 adds            CPU/reply proxy / chat / v1   chat÷proxy",
  );
  for (const row of rows) {
    console.log(
      [
        String(row.concurrency).padStart(4),
        String(row.requests).padStart(5),
        row.load.toFixed(1).padStart(5),
        pair(row.directP50, row.directP99).padStart(18),
        pair(row.proxyAddedP50, row.proxyAddedP99).padStart(18),
        pair(row.chatAddedP50, row.chatAddedP99).padStart(22),
        pair(row.apiAddedP50, row.apiAddedP99).padStart(18),
        `${row.proxyCpu.toFixed(2)} / ${row.chatCpu.toFixed(2)} / ${row.apiCpu.toFixed(2)} ms`.padStart(29),
        `${(row.chatCpu / row.proxyCpu).toFixed(2)}×`.padStart(11),
      ].join(" "),
    );
  }
  console.log("\nTargets (issue #16; /v1 judged like the chat):");
  for (const row of rows) {
    const verdicts = [
      `CPU ≤ 2× proxy: chat ${row.chatCpu <= 2 * row.proxyCpu ? "met" : "MISSED"}, /v1 ${row.apiCpu <= 2 * row.proxyCpu ? "met" : "MISSED"}`,
    ];
    if (row.concurrency === 1)
      verdicts.push(
        `added p50 ≤ 3 ms (docs/architecture.md#performance-budgets): ${row.chatAddedP50 <= 3 ? "met" : "MISSED"}`,
      );
    if (row.concurrency === 20)
      verdicts.push(
        `added p99 within 10 ms of the proxy's: chat ${row.chatAddedP99 <= row.proxyAddedP99 + 10 ? "met" : "MISSED"}, ` +
          `/v1 ${row.apiAddedP99 <= row.proxyAddedP99 + 10 ? "met" : "MISSED"}`,
      );
    if (row.concurrency === 200)
      verdicts.push(
        `added p99 ≤ 2× the proxy's: chat ${row.chatAddedP99 <= 2 * row.proxyAddedP99 ? "met" : "MISSED"}, ` +
          `/v1 ${row.apiAddedP99 <= 2 * row.proxyAddedP99 ? "met" : "MISSED"}`,
      );
    console.log(`${String(row.concurrency).padStart(4)}: ${verdicts.join("; ")}`);
  }
  return rows;
}
