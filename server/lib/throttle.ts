import { AppError } from "./errors";
import type { RateLimiter } from "./rate-limit";

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

function minutes(seconds: number) {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? "" : "s"}`;
}

/** Counts one hit on `key`; over the rule's limit, a 429 that says when to try again. */
export async function throttle(limiter: RateLimiter, key: string, rule: ThrottleRule, message: string) {
  const result = await limiter.hit(key, rule.limit, rule.windowSeconds);
  if (!result.allowed)
    throw new AppError("TOO_MANY_REQUESTS", `${message} Try again in ${minutes(result.retryAfter)}.`, {
      retryAfter: result.retryAfter,
    });
}
