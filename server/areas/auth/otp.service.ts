import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { Locale } from "../../../shared/locales";
import {
  OTP_DAILY_FAILURES,
  OTP_DAILY_SENDS,
  OTP_FIRST_RESEND_COOLDOWN_SECONDS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from "../../../shared/otp";
import { say } from "../../../shared/server-messages";
import { DAY_MS } from "../../../shared/time";
import { AppError } from "../../core/errors";
import type { Db, Tx } from "../../lib/db";
import type { Mailer } from "../../lib/mailer";
import { type OtpPurpose, otpMail } from "./otp.mail";

export type { OtpPurpose };

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface OtpDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  appName: string;
  /** Its own secret (OTP_SECRET): a leaked code table cannot be brute-forced offline, and no token key is reused. */
  secret: string;
  log: { error(object: object, message: string): void };
}

interface ChallengeState {
  lastSentAt: Date;
  sendsToday: number;
  failuresToday: number;
  dayStartedAt: Date;
  attempts: number;
  consumedAt: Date | null;
  expiresAt: Date;
}

/** The wait after the n-th code of the day: short after the first, the spec's 300 s after that. */
const cooldownAfter = (sendsToday: number) =>
  sendsToday <= 1 ? OTP_FIRST_RESEND_COOLDOWN_SECONDS : OTP_RESEND_COOLDOWN_SECONDS;

const secondsBefore = (at: Date, seconds: number) => new Date(at.getTime() - seconds * 1000);

const hours = (ms: number) => Math.max(1, Math.ceil(ms / 3_600_000));

/**
 * One-time codes: 6 digits from a CSPRNG, stored as an HMAC bound to the e-mail
 * and purpose, valid 10 minutes, dead after 5 tries, single use. A new code
 * replaces the old one (one row per e-mail and purpose). The row also counts,
 * over a rolling day, the codes sent and the wrong codes entered, so a new
 * code does not bring fresh guesses without end.
 *
 * Every limit is checked in the same statement that counts against it, so
 * parallel requests cannot get past one together.
 */
export function createOtpService(deps: OtpDeps) {
  const { db, now } = deps;

  const hashCode = (email: string, purpose: OtpPurpose, code: string) =>
    createHmac("sha256", deps.secret).update(`${purpose}:${email}:${code}`).digest("hex");

  const invalid = () => new AppError("BAD_REQUEST", say("otp.invalid"));
  const tooManyAttempts = () => new AppError("BAD_REQUEST", say("otp.tooManyAttempts"));

  function state(email: string, purpose: OtpPurpose): Promise<ChallengeState | null> {
    return db.otpChallenge.findUnique({
      where: { email_purpose: { email, purpose } },
      select: {
        lastSentAt: true,
        sendsToday: true,
        failuresToday: true,
        dayStartedAt: true,
        attempts: true,
        consumedAt: true,
        expiresAt: true,
      },
    });
  }

  /** Whether the rolling day of a row is still running at `at`. */
  const sameDay = (row: ChallengeState, at: Date) => row.dayStartedAt.getTime() > at.getTime() - DAY_MS;

  function secondsLeft(row: ChallengeState | null, at: Date): number {
    if (!row) return 0;
    const elapsed = (at.getTime() - row.lastSentAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(cooldownAfter(sameDay(row, at) ? row.sendsToday : 0) - elapsed));
  }

  function cooldownError(seconds: number) {
    return new AppError("TOO_MANY_REQUESTS", say("otp.wait", { seconds }), {
      retryAfter: seconds,
      extra: { cooldown: seconds },
    });
  }

  /** Why a send was refused: the daily cap, or the cooldown. */
  function sendRefusal(row: ChallengeState | null, at: Date): AppError {
    if (row && sameDay(row, at) && row.sendsToday >= OTP_DAILY_SENDS) {
      const wait = row.dayStartedAt.getTime() + DAY_MS - at.getTime();
      return new AppError("TOO_MANY_REQUESTS", say("otp.dailySends", { count: OTP_DAILY_SENDS, hours: hours(wait) }), {
        retryAfter: Math.ceil(wait / 1000),
      });
    }
    return cooldownError(Math.max(1, secondsLeft(row, at)));
  }

  /**
   * Stores a fresh code (invalidating any earlier one) and returns it with the
   * cooldown before the next, or throws when the cooldown or the day's cap
   * forbids another. One statement: the conditions guard the write itself.
   */
  async function store(email: string, purpose: OtpPurpose): Promise<{ code: string; cooldown: number }> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
    const at = now();
    const dayAgo = secondsBefore(at, DAY_MS / 1000);
    const rows = await db.$queryRaw<Array<{ sendsToday: number }>>`
      insert into "OtpChallenge" (id, email, purpose, "codeHash", "expiresAt", attempts, "lastSentAt", "sendCount",
                                  "dayStartedAt", "sendsToday", "failuresToday", "createdAt")
      values (${randomUUID()}, ${email}, ${purpose}::"OtpPurpose", ${hashCode(email, purpose, code)},
              ${new Date(at.getTime() + OTP_TTL_SECONDS * 1000)}, 0, ${at}, 1, ${at}, 1, 0, ${at})
      on conflict (email, purpose) do update set
        "codeHash" = excluded."codeHash",
        "expiresAt" = excluded."expiresAt",
        attempts = 0,
        "consumedAt" = null,
        "lastSentAt" = excluded."lastSentAt",
        "resetTokenHash" = null,
        "resetTokenExpiresAt" = null,
        "sendCount" = "OtpChallenge"."sendCount" + 1,
        "sendsToday" = case when "OtpChallenge"."dayStartedAt" > ${dayAgo} then "OtpChallenge"."sendsToday" + 1 else 1 end,
        "failuresToday" = case when "OtpChallenge"."dayStartedAt" > ${dayAgo} then "OtpChallenge"."failuresToday" else 0 end,
        "dayStartedAt" = case when "OtpChallenge"."dayStartedAt" > ${dayAgo} then "OtpChallenge"."dayStartedAt" else excluded."dayStartedAt" end
      where "OtpChallenge"."dayStartedAt" <= ${dayAgo}
         or ("OtpChallenge"."sendsToday" < ${OTP_DAILY_SENDS}
             and "OtpChallenge"."lastSentAt" <= case when "OtpChallenge"."sendsToday" <= 1
                                                then ${secondsBefore(at, cooldownAfter(1))}::timestamp
                                                else ${secondsBefore(at, cooldownAfter(2))}::timestamp end)
      returning "sendsToday"`;
    const sent = rows[0];
    if (!sent) throw sendRefusal(await state(email, purpose), at);
    return { code, cooldown: cooldownAfter(sent.sendsToday) };
  }

  /**
   * A code that could not be delivered must not stay valid, and must not cost
   * the person their cooldown or one of the day's sends: a retry works at once.
   */
  async function discard(email: string, purpose: OtpPurpose) {
    await db.otpChallenge.updateMany({
      where: { email, purpose },
      data: { expiresAt: new Date(0), lastSentAt: new Date(0), sendsToday: { decrement: 1 } },
    });
  }

  async function deliver(email: string, purpose: OtpPurpose, code: string, locale: Locale): Promise<boolean> {
    try {
      await deps.mailer.send(
        otpMail({ to: email, code, purpose, appName: deps.appName, minutes: OTP_TTL_SECONDS / 60, locale }),
      );
      return true;
    } catch (err) {
      deps.log.error({ err, purpose }, "could not send a verification code");
      await discard(email, purpose).catch(() => {});
      return false;
    }
  }

  /** Why a code could not be tried: used up, dead after its tries, or the day's wrong codes are spent. */
  async function attemptRefusal(email: string, purpose: OtpPurpose, at: Date): Promise<AppError> {
    const row = await state(email, purpose);
    if (!row || row.consumedAt || row.expiresAt <= at) return invalid();
    if (sameDay(row, at) && row.failuresToday >= OTP_DAILY_FAILURES) {
      const wait = row.dayStartedAt.getTime() + DAY_MS - at.getTime();
      return new AppError("BAD_REQUEST", say("otp.dailyFailures", { hours: hours(wait) }));
    }
    return tooManyAttempts();
  }

  return {
    /** Seconds left before another code may be sent to this e-mail for this purpose, or 0. */
    async cooldownLeft(email: string, purpose: OtpPurpose): Promise<number> {
      return secondsLeft(await state(email, purpose), now());
    },

    /**
     * Sends a new code and waits for the mail to be accepted (sign-up: the
     * person needs to know if it failed). In `locale`: the language the code was asked for in.
     */
    async send(email: string, purpose: OtpPurpose, locale: Locale): Promise<{ cooldown: number }> {
      const { code, cooldown } = await store(email, purpose);
      if (!(await deliver(email, purpose, code, locale))) throw new AppError("UNAVAILABLE", say("otp.sendFailed"));
      return { cooldown };
    },

    /**
     * For password resets: the same answer, in the same time, whether or not
     * the account exists. The code is stored either way (so cooldowns match)
     * and mailed only to a real account, after the response has gone.
     */
    async sendQuietly(
      email: string,
      purpose: OtpPurpose,
      exists: boolean,
      locale: Locale,
    ): Promise<{ cooldown: number }> {
      const { code, cooldown } = await store(email, purpose);
      if (exists) setImmediate(() => void deliver(email, purpose, code, locale));
      return { cooldown };
    },

    /**
     * Whether a sign-up code was sent to this e-mail and not yet used: the only
     * case in which a resend mails anything.
     */
    async signUpWaiting(email: string): Promise<boolean> {
      const row = await state(email, "register");
      return Boolean(row && !row.consumedAt && sameDay(row, now()));
    },

    /**
     * Checks a code without using it up, and returns its challenge's id. The
     * try is counted first, in the statement that checks the limits, and judged
     * after: parallel guesses cannot exceed the five per code or the day's cap.
     * Callers do their slow work (hashing a password) only after this passes,
     * then `consume` the code with their effect.
     */
    async check(email: string, purpose: OtpPurpose, code: string): Promise<string> {
      const at = now();
      const dayAgo = secondsBefore(at, DAY_MS / 1000);
      const rows = await db.$queryRaw<Array<{ id: string; codeHash: string; attempts: number }>>`
        update "OtpChallenge" set
          attempts = attempts + 1,
          "failuresToday" = case when "dayStartedAt" > ${dayAgo} then "failuresToday" + 1 else 1 end,
          "sendsToday" = case when "dayStartedAt" > ${dayAgo} then "sendsToday" else 0 end,
          "dayStartedAt" = case when "dayStartedAt" > ${dayAgo} then "dayStartedAt" else ${at}::timestamp end
        where email = ${email} and purpose = ${purpose}::"OtpPurpose"
          and "consumedAt" is null and "expiresAt" > ${at}
          and attempts < ${OTP_MAX_ATTEMPTS}
          and ("dayStartedAt" <= ${dayAgo} or "failuresToday" < ${OTP_DAILY_FAILURES})
        returning id, "codeHash", attempts`;
      const challenge = rows[0];
      if (!challenge) throw await attemptRefusal(email, purpose, at);
      const expected = Buffer.from(challenge.codeHash, "hex");
      const actual = Buffer.from(hashCode(email, purpose, code), "hex");
      if (!timingSafeEqual(expected, actual)) {
        if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw tooManyAttempts();
        throw invalid();
      }
      // The right code was no failure: take back the day's count (its own try still counts).
      await db.otpChallenge.updateMany({
        where: { id: challenge.id, failuresToday: { gt: 0 } },
        data: { failuresToday: { decrement: 1 } },
      });
      return challenge.id;
    },

    /**
     * Uses up a checked code inside `tx`, so the caller's effect and the use
     * commit together; of several requests with the same code, one wins.
     */
    async consume(tx: Tx, challengeId: string): Promise<void> {
      const { count } = await tx.otpChallenge.updateMany({
        where: { id: challengeId, consumedAt: null, expiresAt: { gt: now() } },
        data: { consumedAt: now() },
      });
      if (count !== 1) throw invalid();
    },

    /** After a verified reset code: a single-use token that authorises one password change. */
    async issueResetToken(tx: Tx, challengeId: string): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await tx.otpChallenge.update({
        where: { id: challengeId },
        data: { resetTokenHash: sha256(token), resetTokenExpiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS) },
      });
      return token;
    },

    /** Throws unless the reset token is live for that e-mail; checked before the new password is hashed. */
    async checkResetToken(email: string, token: string): Promise<void> {
      const live = await db.otpChallenge.count({
        where: { email, purpose: "reset", resetTokenHash: sha256(token), resetTokenExpiresAt: { gt: now() } },
      });
      if (live !== 1) throw resetTokenDead();
    },

    /** Spends a reset token for that e-mail (inside `tx`), or throws. */
    async spendResetToken(tx: Tx, email: string, token: string): Promise<void> {
      const { count } = await tx.otpChallenge.updateMany({
        where: { email, purpose: "reset", resetTokenHash: sha256(token), resetTokenExpiresAt: { gt: now() } },
        data: { resetTokenHash: null, resetTokenExpiresAt: null },
      });
      if (count !== 1) throw resetTokenDead();
    },
  };
}

const resetTokenDead = () => new AppError("BAD_REQUEST", say("otp.resetLinkDead"));

export type OtpService = ReturnType<typeof createOtpService>;
