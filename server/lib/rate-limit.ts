import { createClient } from "redis";
import type { Db } from "./db";

export interface RateLimitResult {
  /** False once the key has been hit more than `limit` times in its window. */
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
  /** Hits counted in the window so far, this one included (`/v1`'s x-ratelimit-remaining-requests). */
  count: number;
}

/**
 * Fixed-window counters shared by every app instance: in PostgreSQL, or in
 * Redis when REDIS_URL is set. Windows are counted by the store's own clock.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it is still within the limit. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Whether the key is over its limit, without counting. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createPostgresRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      // On the raw pool, prepared once: /v1 counts two windows before every prompt (D221).
      const { rows } = await db.$pool.query<{ count: number; retry_after: number }>({
        name: "rate-limit-hit",
        text: `insert into "RateLimitBucket" (key, count, "resetAt")
               values ($1, 1, now() + make_interval(secs => $2))
               on conflict (key) do update set
                 count = case when "RateLimitBucket"."resetAt" <= now() then 1 else "RateLimitBucket".count + 1 end,
                 "resetAt" = case when "RateLimitBucket"."resetAt" <= now() then excluded."resetAt"
                             else "RateLimitBucket"."resetAt" end
               returning count, ceil(extract(epoch from ("resetAt" - now())))::int as retry_after`,
        values: [key, windowSeconds],
      });
      const row = rows[0];
      const count = row?.count ?? 0;
      return { allowed: count <= limit, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds), count };
    },
    async peek(key, limit) {
      const [row] = await db.$queryRaw<Array<{ count: number; retry_after: number }>>`
        select count, ceil(extract(epoch from ("resetAt" - now())))::int as retry_after
        from "RateLimitBucket" where key = ${key} and "resetAt" > now()`;
      return {
        allowed: !row || row.count < limit,
        retryAfter: Math.max(1, row?.retry_after ?? 0),
        count: row?.count ?? 0,
      };
    },
    async reset(key) {
      await db.rateLimitBucket.deleteMany({ where: { key } });
    },
    async close() {},
  };
}

export async function createRedisRateLimiter(url: string): Promise<RateLimiter> {
  const client = createClient({ url });
  await client.connect();
  const prefixed = (key: string) => `nexgen:rl:${key}`;
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await client
        .multi()
        .incr(prefixed(key))
        .expire(prefixed(key), windowSeconds, "NX")
        .ttl(prefixed(key))
        .exec()) as unknown as [number, number, number];
      return { allowed: count <= limit, retryAfter: Math.max(1, ttl), count };
    },
    async peek(key, limit) {
      const [count, ttl] = await Promise.all([client.get(prefixed(key)), client.ttl(prefixed(key))]);
      return { allowed: Number(count ?? 0) < limit, retryAfter: Math.max(1, ttl), count: Number(count ?? 0) };
    },
    async reset(key) {
      await client.del(prefixed(key));
    },
    async close() {
      await client.quit();
    },
  };
}

/** For test harnesses (RATE_LIMITS=off): every call is allowed. */
export const unlimited: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfter: 0, count: 0 }),
  peek: async () => ({ allowed: true, retryAfter: 0, count: 0 }),
  reset: async () => {},
  close: async () => {},
};
