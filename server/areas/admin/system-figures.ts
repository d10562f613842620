import type { ChatMeter } from "../../core/metrics";

/**
 * Time-to-first-token buckets' upper bounds in ms (docs/operations.md#system-page); one more bucket holds
 * everything slower. Finer than Prometheus' below 2 s, where the free models answer, so p50 and p95 read true.
 */
export const TTFT_BUCKETS_MS = [
  50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12_000, 16_000, 24_000, 32_000,
] as const;

const MINUTE_MS = 60_000;

/** One model's figures in one minute on this instance: what a `ModelMinute` row holds. */
export interface MinuteCell {
  model: string;
  minute: Date;
  answered: number;
  failures: number;
  reasons: Record<string, number>;
  fallbacks: Record<string, number>;
  ttftBuckets: number[];
  ttftSumMs: number;
}

function bucketOf(ms: number): number {
  const index = TTFT_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index < 0 ? TTFT_BUCKETS_MS.length : index;
}

/**
 * The quantile `q` (0–1) of a bucketed histogram, interpolated within its bucket as Prometheus'
 * histogram_quantile does; the slowest bucket answers with its lower bound. Null with no observation.
 */
export function quantileMs(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    if (count > 0 && seen + count >= rank) {
      const lower = index === 0 ? 0 : (TTFT_BUCKETS_MS[index - 1] ?? 0);
      const upper = TTFT_BUCKETS_MS[index];
      if (upper === undefined) return lower;
      return Math.round(lower + ((upper - lower) * (rank - seen)) / count);
    }
    seen += count;
  }
  return null;
}

/** Adds bucket counts into `into` (rows written under other bucket lists would be a bug, not data). */
export function addBuckets(into: number[], from: readonly number[]) {
  for (const [index, count] of from.entries()) into[index] = (into[index] ?? 0) + count;
}

/**
 * This instance's chat figures per model and minute, in memory (docs/decisions.md D179): the chat area tells
 * it through the ChatMeter it already calls, so a turn costs a map lookup and an addition, never a write.
 * `take()` hands the cells changed since the last take to the flush, and forgets finished minutes.
 */
export function createMinuteFigures(now: () => number) {
  /** Minute start (ms) → model → cell. */
  const minutes = new Map<number, Map<string, MinuteCell>>();
  const dirty = new Set<MinuteCell>();

  function cell(model: string): MinuteCell {
    const minute = Math.floor(now() / MINUTE_MS) * MINUTE_MS;
    let models = minutes.get(minute);
    if (!models) {
      models = new Map();
      minutes.set(minute, models);
    }
    let found = models.get(model);
    if (!found) {
      found = {
        model,
        minute: new Date(minute),
        answered: 0,
        failures: 0,
        reasons: {},
        fallbacks: {},
        ttftBuckets: new Array(TTFT_BUCKETS_MS.length + 1).fill(0),
        ttftSumMs: 0,
      };
      models.set(model, found);
    }
    dirty.add(found);
    return found;
  }

  const meter: ChatMeter = {
    firstToken(model, seconds) {
      const figures = cell(model);
      const ms = seconds * 1000;
      figures.answered++;
      figures.ttftSumMs += ms;
      const bucket = bucketOf(ms);
      figures.ttftBuckets[bucket] = (figures.ttftBuckets[bucket] ?? 0) + 1;
    },
    upstreamFailed(model, reason) {
      const figures = cell(model);
      figures.failures++;
      figures.reasons[reason] = (figures.reasons[reason] ?? 0) + 1;
    },
    fellBack(from, to) {
      const figures = cell(from);
      figures.fallbacks[to] = (figures.fallbacks[to] ?? 0) + 1;
    },
    charged() {},
  };

  return {
    meter,
    /** The cells changed since the last take, as copies (the turn may count on while they are written). */
    take(): MinuteCell[] {
      const changed = [...dirty].map((figures) => ({
        ...figures,
        reasons: { ...figures.reasons },
        fallbacks: { ...figures.fallbacks },
        ttftBuckets: [...figures.ttftBuckets],
      }));
      dirty.clear();
      // A finished minute's cells were written with their last change: only the current minute can change.
      const current = Math.floor(now() / MINUTE_MS) * MINUTE_MS;
      for (const minute of minutes.keys()) if (minute < current) minutes.delete(minute);
      return changed;
    },
    /** Cells a failed write took back, to be written with the next flush. */
    giveBack(cells: MinuteCell[]) {
      for (const figures of cells) {
        const models = minutes.get(figures.minute.getTime());
        const live = models?.get(figures.model);
        // Still held: the live cell has every count the copy had and more; written next time.
        if (live) dirty.add(live);
        else {
          let kept = models;
          if (!kept) {
            kept = new Map();
            minutes.set(figures.minute.getTime(), kept);
          }
          kept.set(figures.model, figures);
          dirty.add(figures);
        }
      }
    },
  };
}

export type MinuteFigures = ReturnType<typeof createMinuteFigures>;
