// The streaming bench's table and its verdicts on issue #28's targets
// (docs/architecture.md#performance-budgets), one table per way of connecting.
import { percentile } from "./stats";
import type { Connections, Timing } from "./stream-client";

export type PathName = "direct" | "floor" | "chat" | "v1";

/** What one path's batches at one level added up to (CPU and wakeups of the process serving it). */
export interface PathRun {
  timings: Timing[];
  cpuMs: number;
  wakeups: number;
}

export interface StreamingRow {
  concurrency: number;
  requests: number;
  load: number;
  runs: Record<PathName, PathRun>;
  /** CPU time over wall time of the level's batches: 1 is a whole core. */
  upstreamShare: number;
  loadGeneratorShare: number;
}

/** Issue #28's targets, against the floor measured in the same run. */
export const TARGETS = { cpuRatio: 1.6, p99At20WithinMs: 10, p99At200Ratio: 2 };
/** docs/architecture.md#performance-budgets: one stream's added p50. */
const ONE_STREAM_ADDED_P50_MS = 3;
/** Above this share of a core, a helper process may be what limits the figures. */
const HELPER_SHARE_WARNING = 0.5;

const ttft = (run: PathRun, p: number) =>
  percentile(
    run.timings.map((timing) => timing.ttft),
    p,
  );
export const added = (row: StreamingRow, path: PathName, p: number) =>
  ttft(row.runs[path], p) - ttft(row.runs.direct, p);
export const cpuPerReply = (row: StreamingRow, path: PathName) => row.runs[path].cpuMs / row.runs[path].timings.length;
const wakeupsPerReply = (row: StreamingRow, path: PathName) => row.runs[path].wakeups / row.runs[path].timings.length;
export const cpuRatio = (row: StreamingRow, path: PathName) => cpuPerReply(row, path) / cpuPerReply(row, "floor");

const pair = (a: number, b: number) => `${a.toFixed(1)} / ${b.toFixed(1)}`;
const verdict = (met: boolean, figure: string) => `${met ? "met" : "MISSED"} (${figure})`;
const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
const TITLES: Record<Connections, string> = {
  "kept-alive": "connections kept alive",
  new: "a new connection per stream",
};

export function printStreamingRows(connections: Connections, rows: StreamingRow[]) {
  console.log(
    `\nStreaming, ${TITLES[connections]}: time to first token added over the fake upstream, p50 / p99 ms; ` +
      "CPU ms and wakeups per streamed reply of the process serving each path; " +
      "CPU of the load generator and the fake upstream, in shares of one core",
  );
  console.log(
    "conc  reqs  load  direct p50/p99  floor adds    chat adds       /v1 adds        " +
      "CPU/reply floor / chat / v1  chat÷floor  v1÷floor  wakeups floor/chat/v1  loadgen  upstream",
  );
  for (const row of rows) {
    console.log(
      [
        String(row.concurrency).padStart(4),
        String(row.requests).padStart(5),
        row.load.toFixed(1).padStart(5),
        pair(ttft(row.runs.direct, 50), ttft(row.runs.direct, 99)).padStart(14),
        pair(added(row, "floor", 50), added(row, "floor", 99)).padStart(13),
        pair(added(row, "chat", 50), added(row, "chat", 99)).padStart(15),
        pair(added(row, "v1", 50), added(row, "v1", 99)).padStart(15),
        (["floor", "chat", "v1"] as const)
          .map((path) => cpuPerReply(row, path).toFixed(2))
          .join(" / ")
          .padStart(27),
        `${cpuRatio(row, "chat").toFixed(2)}×`.padStart(10),
        `${cpuRatio(row, "v1").toFixed(2)}×`.padStart(9),
        (["floor", "chat", "v1"] as const)
          .map((path) => wakeupsPerReply(row, path).toFixed(0))
          .join(" / ")
          .padStart(21),
        percent(row.loadGeneratorShare).padStart(8),
        percent(row.upstreamShare).padStart(9),
      ].join(" "),
    );
  }

  console.log(`\nTargets (issue #28), ${TITLES[connections]}; chat is /api/chat/stream:`);
  for (const row of rows) {
    const both = (judge: (path: PathName) => [boolean, string]) =>
      (["chat", "v1"] as const).map((path) => `${path === "v1" ? "/v1" : path} ${verdict(...judge(path))}`).join(", ");
    const verdicts = [
      `CPU ≤ ${TARGETS.cpuRatio}× the floor's: ${both((path) => [cpuRatio(row, path) <= TARGETS.cpuRatio, `${cpuRatio(row, path).toFixed(2)}×`])}`,
    ];
    if (row.concurrency === 1)
      verdicts.push(
        `added p50 ≤ ${ONE_STREAM_ADDED_P50_MS} ms (docs/architecture.md): ${both((path) => [added(row, path, 50) <= ONE_STREAM_ADDED_P50_MS, `${added(row, path, 50).toFixed(1)} ms`])}`,
      );
    const floorP99 = added(row, "floor", 99);
    if (row.concurrency === 20)
      verdicts.push(
        `added p99 within ${TARGETS.p99At20WithinMs} ms of the floor's ${floorP99.toFixed(1)} ms: ` +
          both((path) => [
            added(row, path, 99) <= floorP99 + TARGETS.p99At20WithinMs,
            `${signed(added(row, path, 99) - floorP99)} ms against it`,
          ]),
      );
    if (row.concurrency === 200)
      verdicts.push(
        `added p99 ≤ ${TARGETS.p99At200Ratio}× the floor's ${floorP99.toFixed(1)} ms: ` +
          both((path) => [
            added(row, path, 99) <= TARGETS.p99At200Ratio * floorP99,
            `${added(row, path, 99).toFixed(1)} ms`,
          ]),
      );
    console.log(`${String(row.concurrency).padStart(4)}: ${verdicts.join("; ")}`);
  }
  const busy = rows.filter(
    (row) => row.loadGeneratorShare > HELPER_SHARE_WARNING || row.upstreamShare > HELPER_SHARE_WARNING,
  );
  for (const row of busy)
    console.log(
      `${String(row.concurrency).padStart(4)}: the load generator (${percent(row.loadGeneratorShare)}) or the ` +
        `upstream (${percent(row.upstreamShare)}) used over ${percent(HELPER_SHARE_WARNING)} of a core: ` +
        "their CPU may be part of what these latencies measure",
    );
}
