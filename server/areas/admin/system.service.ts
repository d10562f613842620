import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Db } from "../../lib/db";
import {
  forgetInstance,
  type InstanceRow,
  modelNames,
  pruneFigures,
  readInstances,
  readMinutes,
  writeFigures,
} from "./system.store";
import { addBuckets, createMinuteFigures, quantileMs, TTFT_BUCKETS_MS } from "./system-figures";

/** How often an instance writes its figures and heartbeat; the page reads at most this much behind. */
export const FLUSH_MS = 10_000;
/** An instance not heard from for three flushes is gone (crashed, or stopped without its goodbye). */
export const LIVE_MS = 3 * FLUSH_MS;
const WINDOW_MS = 60 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/** A breaker's mark as model-health keeps it: until when the model is skipped (past it, the next turn probes). */
export interface BreakerMark {
  modelId: string;
  until: number;
}

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The admin System page (issue #34, docs/operations.md#system-page): every instance counts its chat figures per
 * model and minute in memory and writes them, with a heartbeat of its queue, every 10 s; the page reads the last
 * hour of every instance's rows, so it works with any number of instances and without METRICS_PORT or
 * METRICS_TOKEN (docs/decisions.md D179, D180).
 */
export function createSystemService(deps: {
  db: Db;
  now: () => Date;
  log: Log;
  /** This instance's replies in progress and upstream slots (the chat area's load). */
  load: () => { streams: number; queued: number; active: number };
  capacity: number;
  /** The breaker's marks (model-health), the same on every instance through the change bus. */
  breakers: () => BreakerMark[];
  jobQueueDepth: () => Promise<number>;
}) {
  const { db, now, log } = deps;
  const figures = createMinuteFigures(() => now().getTime());
  const instance = { id: randomUUID(), label: `${os.hostname()}:${process.pid}`, startedAt: now() };
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let prunedAt = 0;
  let stopped = false;

  async function write() {
    const cells = figures.take();
    const at = now();
    try {
      await writeFigures(db, { ...instance, ...deps.load(), capacity: deps.capacity }, cells, at);
    } catch (error) {
      figures.giveBack(cells);
      throw error;
    }
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await pruneFigures(db, new Date(at.getTime() - KEEP_MS));
    }
  }

  /** One write at a time, in order: a flush waits for the one before it. */
  function flush(): Promise<void> {
    writing = writing.then(write, write);
    return writing;
  }

  async function report() {
    // This instance's figures up to this moment; the others' at most FLUSH_MS behind.
    await flush().catch((err: unknown) => log.warn({ err }, "could not write this instance's figures"));
    const at = now();
    const since = new Date(at.getTime() - WINDOW_MS);
    const [rows, instances, jobQueueDepth] = await Promise.all([
      readMinutes(db, since),
      readInstances(db, new Date(at.getTime() - LIVE_MS)),
      deps.jobQueueDepth().catch(() => null),
    ]);
    const byModel = new Map<
      string,
      {
        model: string;
        modelName: string;
        answered: number;
        failures: number;
        reasons: Record<string, number>;
        fallbacksTo: Record<string, number>;
        fallbacksFrom: number;
        buckets: number[];
        ttftSumMs: number;
      }
    >();
    const entry = (model: string, name: string | null) => {
      let found = byModel.get(model);
      if (!found) {
        found = {
          model,
          modelName: name ?? model,
          answered: 0,
          failures: 0,
          reasons: {},
          fallbacksTo: {},
          fallbacksFrom: 0,
          buckets: new Array(TTFT_BUCKETS_MS.length + 1).fill(0),
          ttftSumMs: 0,
        };
        byModel.set(model, found);
      }
      return found;
    };
    for (const row of rows) {
      const model = entry(row.model, row.modelName);
      model.answered += row.answered;
      model.failures += row.failures;
      model.ttftSumMs += row.ttftSumMs;
      addBuckets(model.buckets, row.ttftBuckets);
      for (const [reason, count] of Object.entries(row.reasons))
        model.reasons[reason] = (model.reasons[reason] ?? 0) + count;
      for (const [to, count] of Object.entries(row.fallbacks)) {
        model.fallbacksTo[to] = (model.fallbacksTo[to] ?? 0) + count;
      }
    }
    // A fallback is counted on the model that failed; the one that answered gets it as "answered for others".
    for (const model of [...byModel.values()])
      for (const [to, count] of Object.entries(model.fallbacksTo)) entry(to, null).fallbacksFrom += count;

    const marks = new Map(deps.breakers().map((mark) => [mark.modelId, mark.until]));
    const unnamed = [...byModel.values()].filter((model) => model.modelName === model.model).map((m) => m.model);
    const names = await modelNames(db, [...new Set([...unnamed, ...marks.keys()])]);
    for (const modelId of marks.keys()) entry(modelId, names.get(modelId) ?? null);
    for (const model of byModel.values()) model.modelName = names.get(model.model) ?? model.modelName;

    const models = [...byModel.values()].map((model) => {
      const attempts = model.answered + model.failures;
      const until = marks.get(model.model);
      return {
        model: model.model,
        modelName: model.modelName,
        attempts,
        answered: model.answered,
        failures: model.failures,
        errorRate: attempts > 0 ? model.failures / attempts : 0,
        errors: Object.entries(model.reasons)
          .map(([reason, count]) => ({ reason, count }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        ttftP50Ms: quantileMs(model.buckets, 0.5),
        ttftP95Ms: quantileMs(model.buckets, 0.95),
        ttftMeanMs: model.answered > 0 ? Math.round(model.ttftSumMs / model.answered) : null,
        fallbacksTo: Object.entries(model.fallbacksTo)
          .map(([to, count]) => ({ model: to, count }))
          .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model)),
        answeredForOthers: model.fallbacksFrom,
        breaker: breakerState(until, at.getTime()),
      };
    });
    models.sort((a, b) => b.attempts - a.attempts || a.modelName.localeCompare(b.modelName));

    const totalBuckets = new Array(TTFT_BUCKETS_MS.length + 1).fill(0);
    for (const model of byModel.values()) addBuckets(totalBuckets, model.buckets);
    const attempts = models.reduce((sum, model) => sum + model.attempts, 0);
    const failures = models.reduce((sum, model) => sum + model.failures, 0);
    // Strings, as they travel (tRPC sends JSON, no transformer).
    return {
      since: since.toISOString(),
      at: at.toISOString(),
      totals: {
        attempts,
        failures,
        errorRate: attempts > 0 ? failures / attempts : 0,
        fallbacks: models.reduce((sum, model) => sum + model.answeredForOthers, 0),
        ttftP50Ms: quantileMs(totalBuckets, 0.5),
        ttftP95Ms: quantileMs(totalBuckets, 0.95),
        // Skipped now; a probing model is tried by its next turn.
        degraded: models.filter((model) => model.breaker.state === "open").length,
      },
      models,
      queue: queueTotals(instances),
      instances: instances.map((row) => ({
        ...row,
        startedAt: row.startedAt.toISOString(),
        seenAt: row.seenAt.toISOString(),
        current: row.id === instance.id,
      })),
      jobQueueDepth,
    };
  }

  return {
    /** The ChatMeter composed with Prometheus' (server/services.ts). */
    meter: figures.meter,
    report,
    /** Writes now (tests, and the page's own instance before it reads). */
    flush,
    /** Writes every FLUSH_MS until stop(); the timer keeps no process alive. */
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        flush().catch((err: unknown) => log.warn({ err }, "could not write this instance's figures"));
      }, FLUSH_MS);
      timer.unref();
    },
    /** The last figures written and the heartbeat removed, before the database pool closes. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      try {
        await flush();
        await forgetInstance(db, instance.id);
      } catch (err) {
        log.warn({ err }, "could not write this instance's last figures");
      }
    },
  };
}

/** Closed (answering), open (skipped until `until`) or probing (cool-down over: the next turn tries it). */
function breakerState(until: number | undefined, at: number) {
  if (until === undefined) return { state: "closed" as const, until: null as string | null };
  return { state: until > at ? ("open" as const) : ("probing" as const), until: new Date(until).toISOString() };
}

function queueTotals(instances: InstanceRow[]) {
  const sum = (key: "queued" | "active" | "capacity" | "streams") =>
    instances.reduce((total, row) => total + row[key], 0);
  return {
    instances: instances.length,
    queued: sum("queued"),
    active: sum("active"),
    capacity: sum("capacity"),
    streams: sum("streams"),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
export type SystemReport = Awaited<ReturnType<SystemService["report"]>>;
