import { tooManyRefusalsMessage } from "../../../shared/allowance";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { RateLimiter } from "../../lib/rate-limit";

/** Refused turns a person may have in a window before every turn is refused until it ends (README "Plans and allowances"). */
export const REFUSALS_PER_WINDOW = 30;
export const REFUSAL_WINDOW_SECONDS = 60;

/**
 * Refused turns (a model above the plan, today's credits spent, the plan's
 * replies at once all in progress, a wait in line that ran out) are counted per
 * person across instances. Past the limit, the person is refused on every
 * instance until the window ends: the block is announced on the change bus
 * and checked in memory, so a blocked turn costs no database round trip and
 * never reaches the admission (its lock, its count, its charge).
 */
export function createRefusalLimit(deps: {
  limiter: RateLimiter;
  bus: ChangeBus;
  log: { error(object: object, message: string): void };
}) {
  const { limiter, bus } = deps;
  /** Person → when their turns are taken again (ms since the epoch). */
  const blocked = new Map<string, number>();

  const block = (userId: string, until: number) => {
    const now = Date.now();
    // Expired blocks go whenever a new one comes: the map holds at most those of the last window.
    for (const [id, end] of blocked) if (end <= now) blocked.delete(id);
    if (until > now) blocked.set(userId, Math.max(until, blocked.get(userId) ?? 0));
  };
  bus.subscribe("chat-refusals", (payload) => {
    const [userId, until] = payload.split(" ");
    if (userId && until) block(userId, Number(until));
  });

  return {
    /** Throws the 429 while the person is blocked. In memory only. */
    check(userId: string) {
      const until = blocked.get(userId);
      if (until === undefined) return;
      const seconds = Math.ceil((until - Date.now()) / 1000);
      if (seconds <= 0) {
        blocked.delete(userId);
        return;
      }
      throw new AppError("TOO_MANY_REQUESTS", tooManyRefusalsMessage(seconds), {
        retryAfter: seconds,
        extra: { refusals: REFUSALS_PER_WINDOW },
      });
    },

    /** Counts a refused turn; the last one the window allows blocks the person everywhere until it ends. */
    async count(userId: string) {
      try {
        // Over "limit - 1" once this is the limit-th: the attempt after it is already turned away.
        const result = await limiter.hit(`chat-refused:${userId}`, REFUSALS_PER_WINDOW - 1, REFUSAL_WINDOW_SECONDS);
        if (result.allowed) return;
        const until = Date.now() + result.retryAfter * 1000;
        block(userId, until);
        await bus.publish("chat-refusals", `${userId} ${until}`);
      } catch (err) {
        // The refusal itself stands; only its counting is lost.
        deps.log.error({ err, userId }, "could not count a refused turn");
      }
    },
  };
}

export type RefusalLimit = ReturnType<typeof createRefusalLimit>;
