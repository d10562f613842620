import type { Locale } from "../../../shared/locales";
import { OTP_TTL_SECONDS } from "../../../shared/otp";
import { englishText, say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import { rethrowAccountConflict } from "../../core/prisma-errors";
import type { SessionService } from "../../core/session.service";
import { throttle } from "../../core/throttle";
import type { Db } from "../../lib/db";
import { accountLocale, type Mailer } from "../../lib/mailer";
import type { RateLimiter } from "../../lib/rate-limit";
import { profileSelect, toProfile } from "./auth.service";
import { emailChangedMail } from "./email-changed.mail";
import type { OtpService } from "./otp.service";

/** Codes mailed to new addresses, per account: enough for typos, too few to mail strangers at will. */
const BEGINS_PER_HOUR = { limit: 5, windowSeconds: 60 * 60 } as const;

/**
 * Profile → change e-mail, in sudo mode (the procedures ask it): a code goes
 * to the new address, and only that code makes the change, so nobody moves an
 * account to an address they cannot read. The change is announced on the
 * change bus like a name change (every instance drops its copy of the
 * account), and the old address is told, after the commit.
 */
export function createEmailChange(deps: {
  db: Db;
  otp: OtpService;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  appName: string;
  now: () => Date;
  log: { warn(object: object, message: string): void };
}) {
  const { db, otp, sessions, now } = deps;

  return {
    /** The code's mail is in `locale`, the language the change was asked for in. */
    async begin(userId: string, input: { email: string }, locale: Locale) {
      await throttle(deps.limiter, `email-change:${userId}`, BEGINS_PER_HOUR, say("email.tooManyChanges"));
      const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
      if (!user) throw new AppError("UNAUTHENTICATED", say("auth.failed"));
      if (input.email === user.email) throw new AppError("BAD_REQUEST", say("email.unchanged"));
      if ((await db.user.count({ where: { email: input.email } })) > 0)
        throw new AppError("CONFLICT", say("auth.emailTaken"));
      const left = await otp.cooldownLeft(input.email, "email_change");
      if (left > 0)
        return {
          message: englishText("email.codeAlreadySent", { email: input.email }),
          cooldown: left,
        };
      const { cooldown } = await otp.send(input.email, "email_change", locale);
      return {
        message: englishText("email.codeSent", { email: input.email, minutes: OTP_TTL_SECONDS / 60 }),
        cooldown,
      };
    },

    /** The code, its use and the new address commit together; a taken address is a 409 and spends nothing. */
    async confirm(userId: string, input: { email: string; code: string }) {
      const challengeId = await otp.check(input.email, "email_change", input.code);
      const { before, user } = await sessions
        .updateAccount(userId, async (tx) => {
          const before = await tx.user.findUniqueOrThrow({
            where: { id: userId },
            select: { email: true, name: true, locale: true },
          });
          await otp.consume(tx, challengeId);
          const user = await tx.user.update({
            where: { id: userId },
            data: { email: input.email },
            select: profileSelect,
          });
          return { before, user };
        })
        .catch(rethrowAccountConflict);
      deps.mailer
        .send(
          emailChangedMail(
            { name: before.name, oldEmail: before.email, newEmail: user.email },
            now(),
            deps.appName,
            accountLocale(before.locale),
          ),
        )
        .catch((error: unknown) => deps.log.warn({ err: error }, "E-mail change notice failed"));
      return { message: englishText("email.changed"), user: toProfile(user, now()) };
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
