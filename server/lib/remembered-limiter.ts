import type { RateLimiter, RateLimitResult } from "./rate-limit";

interface Window {
  count: number;
  /** When the window ends, as this instance last read it (ms). */
  resetAt: number;
}

/** A window this close to its end is asked for again: the reading's end is rounded to a second. */
const END_MARGIN_MS = 1_000;
/** Entries past this many are swept of ended windows. */
const SWEEP_AT = 10_000;

/**
 * Shared request windows (`limiter`) counted from this instance's memory between readings (docs/decisions.md
 * D222): a hit the last reading of its window, plus this instance's hits since, leaves room for is allowed at
 * once and counted in the shared store meanwhile; any other hit (no reading, a window about to end, no room)
 * waits for the shared count, as before. Every hit is counted there either way, and each answer is a new
 * reading. On one instance this is exact; with several, a window may take the requests other instances let
 * through during one round trip more.
 */
export function createRememberedLimiter(limiter: RateLimiter, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();

  function learn(key: string, result: RateLimitResult, at: number) {
    const known = windows.get(key);
    // Counts only grow within a window: the larger of what is known and what was read.
    if (known && known.resetAt > at) known.count = Math.max(known.count, result.count);
    else {
      if (windows.size >= SWEEP_AT)
        for (const [other, window] of windows) if (window.resetAt <= at) windows.delete(other);
      windows.set(key, { count: result.count, resetAt: at + result.retryAfter * 1000 });
    }
  }

  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      const known = windows.get(key);
      if (known && known.resetAt - at > END_MARGIN_MS && known.count + 1 <= limit) {
        known.count += 1;
        limiter.hit(key, limit, windowSeconds).then(
          (result) => learn(key, result, now()),
          () => windows.delete(key),
        );
        return { allowed: true, retryAfter: Math.ceil((known.resetAt - at) / 1000), count: known.count };
      }
      const result = await limiter.hit(key, limit, windowSeconds);
      learn(key, result, now());
      return result;
    },
    peek: (key, limit) => limiter.peek(key, limit),
    async reset(key) {
      windows.delete(key);
      await limiter.reset(key);
    },
    close: () => limiter.close(),
  };
}
