// What Prometheus' figures cost a chat turn (issue #34: at most 0.2 ms of the app's CPU per turn). Two apps side by
// side on the bench's database and upstream, alike but for METRICS_TOKEN (which turns the figures on, D178), each in
// its own fresh process; the same turns (POST /api/chat/stream) go to both in the same rounds, at the same time,
// and each round's CPU per turn is the app process's own CPU time over the round (cpu-probe.ts), so
// what the figures cost between requests (the event-loop lag monitor's timer) is counted too. The verdict is the
// median of the rounds' differences, on − off. One scrape at the end proves the figures were kept.
import { randomBytes } from "node:crypto";
import { type startBenchEnv, startChild, stopChild, usageOf } from "./bench-env";
import { PROMPT } from "./chat-stream";
import { percentile, pool } from "./stats";
import { type StreamRequest, timeStream } from "./stream-client";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

/** Issue #34's budget for the figures, per turn. */
export const METRICS_BUDGET_MS = 0.2;
const MODEL = "x-ai/grok-4-fast:free";

export interface MetricsCostOptions {
  /** Turns in flight at once; each level is measured on its own. */
  levels: number[];
  rounds: number;
  turnsPerRound: number;
  /** Seconds of idle CPU measured on both (the figures' own timers). */
  idleSeconds: number;
}

async function startSide(env: Env, appEnv: Record<string, string>) {
  const { child, info } = await startChild<{ baseUrl: string; token: string }>("app-process.ts", {
    BENCH_UPSTREAM_URL: env.upstreamUrl,
    BENCH_APP_DATABASE_URL: env.databaseUrl,
    BENCH_APP_ENV: JSON.stringify(appEnv),
  });
  const request: StreamRequest = {
    url: `${info.baseUrl}/api/chat/stream`,
    headers: { "content-type": "application/json", authorization: `Bearer ${info.token}` },
    body: JSON.stringify({ message: PROMPT, modelId: MODEL }),
    firstToken: (text) => text.includes("event: delta"),
  };
  /** `count` turns, `concurrency` at a time: the app's CPU per turn over them, in ms. */
  const cpuPerTurn = async (count: number, concurrency: number) => {
    const before = await usageOf(child);
    await pool(count, concurrency, () => timeStream(request, "kept-alive"));
    // A reply's last writes follow its last token.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return ((await usageOf(child)).cpuMs - before.cpuMs) / count;
  };
  return { child, baseUrl: info.baseUrl, cpuPerTurn };
}

/** A bootstrap 95% interval of the median of `values`: how far the verdict can be trusted on a busy machine. */
function medianInterval(values: number[]): [number, number] {
  const medians = Array.from({ length: 2000 }, () =>
    percentile(
      values.map(() => values[Math.floor(Math.random() * values.length)] as number),
      50,
    ),
  );
  return [percentile(medians, 2.5), percentile(medians, 97.5)];
}

/** The sum of a counter's or histogram's `_count` series in a Prometheus text exposition. */
const total = (text: string, name: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);

export async function benchMetricsCost(env: Env, options: MetricsCostOptions) {
  const token = randomBytes(24).toString("hex");
  const off = await startSide(env, {});
  const on = await startSide(env, { METRICS_TOKEN: token });
  try {
    // Without the token there are no figures at all (the SPA may answer the path with its page).
    const none = await fetch(`${off.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if ((await none.text()).includes("nexgen_")) throw new Error("the app without a token serves /metrics");
    console.log(
      `\nMetrics' cost per chat turn (issue #34): the app's own CPU per turn with the figures off and on, ` +
        `${options.rounds} rounds of ${options.turnsPerRound} turns served by both at once`,
    );
    // Between turns: what each costs idle, a second at a time, both at once.
    const idle = { off: [] as number[], on: [] as number[] };
    for (let second = 0; second < options.idleSeconds; second++) {
      const before = await Promise.all([usageOf(off.child), usageOf(on.child)]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = await Promise.all([usageOf(off.child), usageOf(on.child)]);
      idle.off.push(after[0].cpuMs - before[0].cpuMs);
      idle.on.push(after[1].cpuMs - before[1].cpuMs);
    }
    console.log(
      `idle, CPU per second, p50 of ${options.idleSeconds}: off ${percentile(idle.off, 50).toFixed(2)} ms, ` +
        `on ${percentile(idle.on, 50).toFixed(2)} ms`,
    );
    console.log("conc  CPU/turn off p50   on p50   on − off p50   [95% interval]        budget");
    const rows = [];
    let sentOn = 0;
    for (const concurrency of options.levels) {
      // Warm both up (JIT, pools, query plans) before anything counts.
      for (const side of [off, on]) await side.cpuPerTurn(Math.max(20, concurrency * 4), concurrency);
      sentOn += Math.max(20, concurrency * 4);
      const cpu = { off: [] as number[], on: [] as number[] };
      const differences: number[] = [];
      for (let round = 0; round < options.rounds; round++) {
        // Both at once: whatever else the machine does in a round, both sides pay it.
        const [offCpu, onCpu] = await Promise.all([
          off.cpuPerTurn(options.turnsPerRound, concurrency),
          on.cpuPerTurn(options.turnsPerRound, concurrency),
        ]);
        const figures = { off: offCpu, on: onCpu };
        sentOn += options.turnsPerRound;
        cpu.off.push(figures.off);
        cpu.on.push(figures.on);
        differences.push(figures.on - figures.off);
      }
      const cost = percentile(differences, 50);
      const met = cost <= METRICS_BUDGET_MS;
      rows.push({ concurrency, off: percentile(cpu.off, 50), on: percentile(cpu.on, 50), cost, met, differences });
      console.log(
        [
          String(concurrency).padStart(4),
          `${percentile(cpu.off, 50).toFixed(3)} ms`.padStart(16),
          `${percentile(cpu.on, 50).toFixed(3)} ms`.padStart(9),
          `${cost >= 0 ? "+" : ""}${cost.toFixed(3)} ms`.padStart(14),
          `[${medianInterval(differences)
            .map((value) => value.toFixed(3))
            .join(", ")}]`.padStart(20),
          `  ≤ ${METRICS_BUDGET_MS} ms: ${met ? "met" : "MISSED"}`,
        ].join(" "),
      );
    }
    // One scrape, after every turn: the figures were kept (a first token observed for each turn the app served).
    const scrape = await fetch(`${on.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!scrape.ok) throw new Error(`scraping /metrics: ${scrape.status}`);
    const firstTokens = total(await scrape.text(), "nexgen_chat_first_token_seconds_count");
    console.log(`scraped once at the end: ${firstTokens} first tokens counted for the ${sentOn} turns sent`);
    if (firstTokens < sentOn) throw new Error("the metrics did not count every turn: the measurement is not of them");
    return rows;
  } finally {
    await stopChild(off.child);
    await stopChild(on.child);
  }
}
