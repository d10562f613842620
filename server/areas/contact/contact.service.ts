import type { ContactInput } from "../../../shared/contact";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";

/** Messages one client address may send: enough for a person, too few for a spam run. */
export const CONTACT_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function createContactService(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  return {
    /**
     * Throttled per client address. A message with the honeypot filled in
     * counts against the limit and gets the same answer as any other (so a bot
     * cannot tell it was caught), but it is not stored.
     */
    async submit(input: ContactInput, meta: { ip: string }) {
      const { limit, windowSeconds } = CONTACT_LIMIT;
      const result = await limiter.hit(`contact:ip:${meta.ip}`, limit, windowSeconds);
      if (!result.allowed)
        throw new AppError("TOO_MANY_REQUESTS", say("contact.tooMany", { minutes: minutes(result.retryAfter) }), {
          retryAfter: result.retryAfter,
        });
      const { website, ...message } = input;
      if (website?.trim()) return null;
      return db.contactMessage.create({ data: message, select: { id: true, createdAt: true } });
    },

    async list(page: number, pageSize: number) {
      const [messages, total] = await Promise.all([
        db.contactMessage.findMany({
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (page - 1) * pageSize,
          take: pageSize,
          select: { id: true, name: true, email: true, subject: true, message: true, createdAt: true },
        }),
        db.contactMessage.count(),
      ]);
      return { messages, total, page, pageSize };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
