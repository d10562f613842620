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

  /**
   * A reading of the shared count. `uncounted`: hits it holds that this instance has not counted yet (the
   * one just asked for). Counts only grow within a window, so the count is the larger of what is known and
   * what was read: the shared one may not hold this instance's hits still on their way there.
   */
  function learn(key: string, result: RateLimitResult, at: number, uncounted: number): number {
    const known = windows.get(key);
    if (known && known.resetAt > at) {
      known.count = Math.max(known.count + uncounted, result.count);
      return known.count;
    }
    if (windows.size >= SWEEP_AT)
      for (const [other, window] of windows) if (window.resetAt <= at) windows.delete(other);
    windows.set(key, { count: result.count, resetAt: at + result.retryAfter * 1000 });
    return result.count;
  }

  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      const known = windows.get(key);
      if (known && known.resetAt - at > END_MARGIN_MS && known.count + 1 <= limit) {
        known.count += 1;
        // Counted once this turn of the event loop is over: the request's own work (its prompt) goes out first.
        setImmediate(() =>
          limiter.hit(key, limit, windowSeconds).then(
            (result) => learn(key, result, now(), 0),
            () => windows.delete(key),
          ),
        );
        return { allowed: true, retryAfter: Math.ceil((known.resetAt - at) / 1000), count: known.count };
      }
      const result = await limiter.hit(key, limit, windowSeconds);
      const count = learn(key, result, now(), 1);
      return { ...result, count, allowed: count <= limit };
    },
    peek: (key, limit) => limiter.peek(key, limit),
    async reset(key) {
      windows.delete(key);
      await limiter.reset(key);
    },
    close: () => limiter.close(),
  };
}
