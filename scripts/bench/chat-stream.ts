// Streaming overhead (docs/architecture.md#performance-budgets, issues #16 and #28): time to first
// token and CPU per streamed reply through POST /api/chat/stream and the OpenAI-compatible
// POST /v1/chat/completions, against the floor (a plain pipe to the fake upstream, the least work
// the job takes) and the fake upstream called directly, interleaved in the same rounds at each
// concurrency level; once with connections kept alive (as browsers and SDKs do) and once with a
// new connection per stream. Cost is each process's own CPU time per streamed reply, which a
// shared machine disturbs far less than wall time; the load generator's and the upstream's CPU
// are printed beside it, to show they are not what limits the figures.
import os from "node:os";
import { performance } from "node:perf_hooks";
import type { startBenchEnv, Usage } from "./bench-env";
import { type PathName, type PathRun, printStreamingRows, type StreamingRow } from "./chat-stream-report";
import { pool } from "./stats";
import { type Connections, type StreamRequest, timeStream } from "./stream-client";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

/** The upstream's pace for every path: first token after 50 ms, then 40 tokens 5 ms apart. */
export const PROMPT = "paced:50:40:5";
const MODEL = "x-ai/grok-4-fast:free";

export interface ChatStreamOptions {
  levels: number[];
  /** Requests per path at each level, spread over the rounds. */
  perLevel: number;
  /** Interleaved rounds per level, so every path sees the same machine conditions. */
  rounds: number;
  /** At most this many waves of `concurrency` requests per round (concurrency 1 would take minutes). */
  maxWaves: number;
}

interface Path {
  name: PathName;
  request: StreamRequest;
  /** The usage of the process that serves this path (none for the upstream itself). */
  usage?: () => Promise<Usage>;
}

const zero = (): PathRun => ({ timings: [], cpuMs: 0, wakeups: 0 });

export async function benchChatStream(env: Env, options: ChatStreamOptions) {
  const completionBody = JSON.stringify({ model: MODEL, stream: true, messages: [{ role: "user", content: PROMPT }] });
  const completion = (baseUrl: string): StreamRequest => ({
    url: `${baseUrl}/chat/completions`,
    headers: { "content-type": "application/json", authorization: "Bearer x" },
    body: completionBody,
    firstToken: (text) => text.includes('"content"'),
  });

  const keyResponse = await fetch(`${env.baseUrl}/trpc/apiKeys.create`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${env.token}` },
    body: JSON.stringify({ name: "bench" }),
  });
  if (!keyResponse.ok) throw new Error(`apiKeys.create: ${keyResponse.status} ${await keyResponse.text()}`);
  const apiKey: string = (await keyResponse.json()).result.data.key;

  const direct: Path = { name: "direct", request: completion(env.upstreamUrl) };
  const floor: Path = { name: "floor", request: completion(env.pipeUrl), usage: env.usage.pipe };
  const chat: Path = {
    name: "chat",
    request: {
      url: `${env.baseUrl}/api/chat/stream`,
      headers: { "content-type": "application/json", authorization: `Bearer ${env.token}` },
      body: JSON.stringify({ message: PROMPT, modelId: MODEL }),
      firstToken: (text) => text.includes("event: delta"),
    },
    usage: env.usage.app,
  };
  const api: Path = {
    name: "v1",
    request: {
      url: `${env.baseUrl}/v1/chat/completions`,
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: completionBody,
      // The first chunk carries only the role; the first token is the first non-empty content.
      firstToken: (text) => /"content":"[^"]/.test(text),
    },
    usage: env.usage.app,
  };
  const paths = [direct, floor, chat, api];

  const results: Record<Connections, StreamingRow[]> = { "kept-alive": [], new: [] };
  for (const connections of ["kept-alive", "new"] as const) {
    // Warm up every path (JIT, connection pools, query plans).
    for (const path of paths) await pool(40, 10, () => timeStream(path.request, connections));
    for (const concurrency of options.levels) {
      const load = os.loadavg()[0] ?? Number.NaN;
      const runs = new Map(paths.map((path) => [path.name, zero()]));
      const helpers = { upstreamCpuMs: 0, loadGeneratorCpuMs: 0, wallMs: 0 };
      const count = Math.max(
        concurrency,
        Math.min(Math.ceil(options.perLevel / options.rounds), concurrency * options.maxWaves),
      );
      for (let round = 0; round < options.rounds; round++) {
        for (const path of paths) {
          const run = runs.get(path.name) ?? zero();
          const before = await Promise.all([path.usage?.(), env.usage.upstream(), env.usage.loadGenerator()]);
          const start = performance.now();
          run.timings.push(...(await pool(count, concurrency, () => timeStream(path.request, connections))));
          helpers.wallMs += performance.now() - start;
          const after = await Promise.all([path.usage?.(), env.usage.upstream(), env.usage.loadGenerator()]);
          if (after[0] && before[0]) {
            run.cpuMs += after[0].cpuMs - before[0].cpuMs;
            run.wakeups += after[0].wakeups - before[0].wakeups;
          }
          helpers.upstreamCpuMs += after[1].cpuMs - before[1].cpuMs;
          helpers.loadGeneratorCpuMs += after[2].cpuMs - before[2].cpuMs;
        }
      }
      results[connections].push({
        concurrency,
        requests: count * options.rounds,
        load,
        runs: Object.fromEntries(runs) as StreamingRow["runs"],
        // Shares of one core over the level's batches: near 100% would mean they limit the figures.
        upstreamShare: helpers.upstreamCpuMs / helpers.wallMs,
        loadGeneratorShare: helpers.loadGeneratorCpuMs / helpers.wallMs,
      });
    }
    printStreamingRows(connections, results[connections]);
  }
  return results;
}
