/**
 * Token buckets in this process's memory, one per key (a client address): each
 * holds up to `burst` tokens and gains `perSecond` a second; a request takes one.
 * Nothing is shared between instances, so each instance guards its own CPU,
 * which is what a budget on cheap requests is for (README, "Security").
 */
export function createTokenBuckets(options: { perSecond: number; burst: number; maxKeys?: number }) {
  const { perSecond, burst } = options;
  const maxKeys = options.maxKeys ?? 100_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  /** A bucket idle this long is full again: the same as no bucket at all. */
  const refillMs = (burst / perSecond) * 1000;

  function forgetIdle(now: number) {
    for (const [key, bucket] of buckets) if (now - bucket.at >= refillMs) buckets.delete(key);
    // Still full (a spread-out flood): the least recently created go; they start again full.
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  }

  return {
    /** Takes a token for `key`: 0 if there was one, else the whole seconds until there is. */
    take(key: string, now = Date.now()): number {
      const bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) forgetIdle(now);
        buckets.set(key, { tokens: burst - 1, at: now });
        return 0;
      }
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    },
    get size() {
      return buckets.size;
    },
  };
}

export type TokenBuckets = ReturnType<typeof createTokenBuckets>;
