import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from "../../../shared/otp";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { otpMail } from "./otp.mail";

export type OtpPurpose = "register" | "reset";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface OtpDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  appName: string;
  /** Peppers code hashes: a leaked table alone cannot be brute-forced offline. */
  secret: string;
  log: { error(object: object, message: string): void };
}

/**
 * One-time codes: 6 digits from a CSPRNG, stored as an HMAC bound to the e-mail
 * and purpose, valid 10 minutes, dead after 5 wrong tries, single use. A new
 * code replaces the old one (one row per e-mail and purpose).
 */
export function createOtpService(deps: OtpDeps) {
  const { db, now } = deps;

  const hashCode = (email: string, purpose: OtpPurpose, code: string) =>
    createHmac("sha256", deps.secret).update(`${purpose}:${email}:${code}`).digest("hex");

  const invalid = () => new AppError("BAD_REQUEST", "Invalid or expired OTP");

  /** Seconds left before another code may be sent, or 0. */
  async function cooldownLeft(email: string, purpose: OtpPurpose): Promise<number> {
    const existing = await db.otpChallenge.findUnique({
      where: { email_purpose: { email, purpose } },
      select: { lastSentAt: true },
    });
    if (!existing) return 0;
    const elapsed = (now().getTime() - existing.lastSentAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - elapsed));
  }

  function cooldownError(seconds: number) {
    return new AppError("TOO_MANY_REQUESTS", `Please wait ${seconds} seconds before requesting another code.`, {
      retryAfter: seconds,
      extra: { cooldown: seconds },
    });
  }

  /** Stores a fresh code (invalidating any earlier one) and returns it. */
  async function store(email: string, purpose: OtpPurpose): Promise<string> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
    const at = now();
    const fields = {
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
      attempts: 0,
      consumedAt: null,
      lastSentAt: at,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
    };
    await db.otpChallenge.upsert({
      where: { email_purpose: { email, purpose } },
      create: { email, purpose, ...fields },
      update: { ...fields, sendCount: { increment: 1 } },
    });
    return code;
  }

  /** A code that could not be delivered must not stay valid. */
  async function discard(email: string, purpose: OtpPurpose) {
    await db.otpChallenge.deleteMany({ where: { email, purpose } });
  }

  async function deliver(email: string, purpose: OtpPurpose, code: string): Promise<boolean> {
    try {
      await deps.mailer.send(
        otpMail({ to: email, code, purpose, appName: deps.appName, minutes: OTP_TTL_SECONDS / 60 }),
      );
      return true;
    } catch (err) {
      deps.log.error({ err, purpose }, "could not send a verification code");
      await discard(email, purpose).catch(() => {});
      return false;
    }
  }

  return {
    cooldownLeft,
    cooldownError,

    /**
     * Sends a new code and waits for the mail to be accepted (sign-up: the
     * person needs to know if it failed). Enforces the resend cooldown.
     */
    async send(email: string, purpose: OtpPurpose): Promise<{ cooldown: number }> {
      const left = await cooldownLeft(email, purpose);
      if (left > 0) throw cooldownError(left);
      const code = await store(email, purpose);
      if (!(await deliver(email, purpose, code)))
        throw new AppError(
          "UNAVAILABLE",
          "We could not send the verification email. Please try again in a few minutes.",
        );
      return { cooldown: OTP_RESEND_COOLDOWN_SECONDS };
    },

    /**
     * For password resets: answers the same way, at once, whether or not the
     * account exists; the mail goes out in the background only for real ones.
     */
    async sendQuietly(email: string, purpose: OtpPurpose, exists: boolean): Promise<{ cooldown: number }> {
      const left = await cooldownLeft(email, purpose);
      if (left > 0) throw cooldownError(left);
      const code = await store(email, purpose);
      if (exists) void deliver(email, purpose, code);
      return { cooldown: OTP_RESEND_COOLDOWN_SECONDS };
    },

    /**
     * Checks a code and, if right, consumes it inside `tx` (so the caller's
     * effect and the consumption commit together). A wrong code counts an
     * attempt; the fifth wrong one kills the code.
     */
    async consume(tx: Tx, email: string, purpose: OtpPurpose, code: string): Promise<string> {
      const challenge = await tx.otpChallenge.findUnique({
        where: { email_purpose: { email, purpose } },
        select: { id: true, codeHash: true, expiresAt: true, attempts: true, consumedAt: true },
      });
      if (!challenge || challenge.consumedAt || challenge.expiresAt <= now()) throw invalid();
      if (challenge.attempts >= OTP_MAX_ATTEMPTS)
        throw new AppError("BAD_REQUEST", "Too many incorrect attempts. Please request a new code.");
      const expected = Buffer.from(challenge.codeHash, "hex");
      const actual = Buffer.from(hashCode(email, purpose, code), "hex");
      if (!timingSafeEqual(expected, actual)) {
        // Counted outside the caller's transaction: a failed attempt must stick.
        const counted = await db.otpChallenge.update({
          where: { id: challenge.id },
          data: { attempts: { increment: 1 } },
          select: { attempts: true },
        });
        if (counted.attempts >= OTP_MAX_ATTEMPTS)
          throw new AppError("BAD_REQUEST", "Too many incorrect attempts. Please request a new code.");
        throw invalid();
      }
      // Conditional: of several concurrent requests with the same code, one wins.
      const { count } = await tx.otpChallenge.updateMany({
        where: { id: challenge.id, consumedAt: null, attempts: { lt: OTP_MAX_ATTEMPTS } },
        data: { consumedAt: now() },
      });
      if (count !== 1) throw invalid();
      return challenge.id;
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

    /** Spends a reset token for that e-mail (inside `tx`), or throws. */
    async spendResetToken(tx: Tx, email: string, token: string): Promise<void> {
      const { count } = await tx.otpChallenge.updateMany({
        where: { email, purpose: "reset", resetTokenHash: sha256(token), resetTokenExpiresAt: { gt: now() } },
        data: { resetTokenHash: null, resetTokenExpiresAt: null },
      });
      if (count !== 1)
        throw new AppError(
          "BAD_REQUEST",
          "This reset link has expired or was already used. Please request a new code.",
        );
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
