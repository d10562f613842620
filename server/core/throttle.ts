import type { ServerMessage } from "../../shared/server-messages";
import type { RateLimiter } from "../lib/rate-limit";
import { AppError } from "./errors";

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit on `key`; over the rule's limit, a 429 that says when to try again: `message` is an
 * entry that ends "Try again in {minutes…}", given its other values; the minutes are added here.
 */
export async function throttle(limiter: RateLimiter, key: string, rule: ThrottleRule, message: ServerMessage) {
  const result = await limiter.hit(key, rule.limit, rule.windowSeconds);
  if (!result.allowed) {
    const minutes = Math.max(1, Math.ceil(result.retryAfter / 60));
    throw new AppError(
      "TOO_MANY_REQUESTS",
      { key: message.key, values: { ...message.values, minutes } },
      {
        retryAfter: result.retryAfter,
      },
    );
  }
}

/**
 * Failures counted in the shared store and, once a client is over the rule,
 * refused from memory until its window ends: a client that keeps failing
 * costs no more store or database work on this instance. Other instances
 * learn it at the client's next failure there.
 */
export function createFailureLockout(limiter: RateLimiter, rule: ThrottleRule, maxEntries = 10_000) {
  const lockedUntil = new Map<string, number>();
  const lockedError = (seconds: number, message: (retryAfter: number) => ServerMessage) => {
    const retryAfter = Math.max(1, seconds);
    return new AppError("TOO_MANY_REQUESTS", message(retryAfter), { retryAfter });
  };
  return {
    /** Throws while `key` is locked out; touches nothing shared. */
    check(key: string, message: (retryAfter: number) => ServerMessage) {
      const until = lockedUntil.get(key);
      if (until === undefined) return;
      const left = until - Date.now();
      if (left > 0) throw lockedError(Math.ceil(left / 1000), message);
      lockedUntil.delete(key);
    },
    /** Counts one failure; over the rule, locks `key` out on this instance and throws. */
    async fail(key: string, message: (retryAfter: number) => ServerMessage) {
      const result = await limiter.hit(key, rule.limit, rule.windowSeconds);
      if (result.allowed) return;
      if (lockedUntil.size >= maxEntries) {
        const at = Date.now();
        for (const [other, until] of lockedUntil) if (until <= at) lockedUntil.delete(other);
        // Still full of live lockouts: the oldest go (they are counted in the store all the same).
        for (const other of lockedUntil.keys()) {
          if (lockedUntil.size < maxEntries) break;
          lockedUntil.delete(other);
        }
      }
      lockedUntil.set(key, Date.now() + result.retryAfter * 1000);
      throw lockedError(result.retryAfter, message);
    },
  };
}
