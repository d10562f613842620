import { AUTH_MESSAGES, type LoginInput, type PreRegisterInput, type RegisterInput } from "../../../shared/auth";
import { OTP_TTL_SECONDS } from "../../../shared/otp";
import { effectiveRole } from "../../../shared/plans";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { hashPassword, passwordIssues, verifyAgainstDummy, verifyPassword } from "../../lib/passwords";
import { rethrowAccountConflict } from "../../lib/prisma-errors";
import type { RateLimiter } from "../../lib/rate-limit";
import type { OtpService } from "../otp/otp.service";
import type { SessionMeta, SessionService } from "./session.service";

/** Login throttling: per client IP, and failed attempts per account. */
const LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  preRegisterPerIp: { limit: 10, windowSeconds: 60 * 60 },
  codesPerIp: { limit: 20, windowSeconds: 60 * 60 },
} as const;

export const profileSelect = {
  id: true,
  name: true,
  username: true,
  email: true,
  role: true,
  planExpiresAt: true,
  createdAt: true,
  lastLogin: true,
} as const;

type ProfileRow = {
  id: string;
  name: string;
  username: string;
  email: string;
  role: "starter" | "professional" | "enterprise";
  planExpiresAt: Date | null;
  createdAt: Date;
  lastLogin: Date | null;
};

/** The profile as the spec names its fields (`_id`), with the plan actually in force. */
export function toProfile(user: ProfileRow, now: Date) {
  const role = effectiveRole(user, now);
  const planStatus = user.role === "starter" ? "free" : role === "starter" ? "expired" : "active";
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role,
    planStatus: planStatus as "free" | "active" | "expired",
    planExpiresAt: user.planExpiresAt,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
  };
}

function tooMany(message: string, retryAfter: number) {
  return new AppError("TOO_MANY_REQUESTS", message, { retryAfter });
}

function minutes(seconds: number) {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? "" : "s"}`;
}

function rejectWeakPassword(password: string, account: { email?: string; username?: string }) {
  const errors = passwordIssues(password, account);
  if (errors.length > 0) throw new AppError("BAD_REQUEST", "Password does not meet the requirements", { errors });
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  otp: OtpService;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const { db, sessions, otp, limiter, now } = deps;

  async function throttle(key: string, rule: { limit: number; windowSeconds: number }, message: string) {
    const result = await limiter.hit(key, rule.limit, rule.windowSeconds);
    if (!result.allowed) throw tooMany(`${message} Try again in ${minutes(result.retryAfter)}.`, result.retryAfter);
  }

  async function assertAvailable(email: string, username: string) {
    const taken = await db.user.findFirst({ where: { OR: [{ email }, { username }] }, select: { email: true } });
    if (!taken) return;
    if (taken.email === email) throw new AppError("CONFLICT", "An account with this email already exists");
    throw new AppError("CONFLICT", "This username is already taken");
  }

  async function authResult(
    user: { id: string; name: string; email: string; role: ProfileRow["role"]; planExpiresAt: Date | null },
    token: string,
  ) {
    return { token, _id: user.id, name: user.name, email: user.email, role: effectiveRole(user, now()) };
  }

  return {
    /** Step one of sign-up: check everything, then e-mail a code. */
    async preRegister(input: PreRegisterInput, meta: SessionMeta) {
      await throttle(`pre-register:ip:${meta.ip}`, LIMITS.preRegisterPerIp, "Too many sign-up attempts.");
      rejectWeakPassword(input.password, input);
      await assertAvailable(input.email, input.username);
      const left = await otp.cooldownLeft(input.email, "register");
      if (left > 0) {
        // The earlier code is still good: say so instead of mailing again.
        return {
          message: `We already sent a code to ${input.email}. Enter it below, or request a new one when the timer ends.`,
          cooldown: left,
        };
      }
      const { cooldown } = await otp.send(input.email, "register");
      return {
        message: `Verification code sent to ${input.email}. It expires in ${OTP_TTL_SECONDS / 60} minutes.`,
        cooldown,
      };
    },

    /**
     * Step two: the code proves the e-mail. The code's use, the account and its
     * first session commit together, so a failure at any point (a lost database
     * connection included) leaves the code good for a retry.
     */
    async register(input: RegisterInput, meta: SessionMeta) {
      rejectWeakPassword(input.password, input);
      await assertAvailable(input.email, input.username);
      const passwordHash = await hashPassword(input.password);
      const { user, token } = await db
        .$transaction(async (tx) => {
          await otp.consume(tx, input.email, "register", input.otp);
          const user = await tx.user.create({
            data: { name: input.name, username: input.username, email: input.email, passwordHash, lastLogin: now() },
            select: { id: true, name: true, email: true, role: true, planExpiresAt: true },
          });
          return { user, token: await sessions.open("user", user.id, { ...meta, rememberMe: false }, tx) };
        })
        .catch(rethrowAccountConflict);
      return authResult(user, token);
    },

    /** Same answer, status and (argon2-bound) time for an unknown e-mail and a wrong password. */
    async login(input: LoginInput, meta: SessionMeta) {
      await throttle(`login:ip:${meta.ip}`, LIMITS.loginPerIp, "Too many login attempts.");
      const accountKey = `login-fail:${input.email}`;
      const failures = await limiter.peek(accountKey, LIMITS.loginFailuresPerAccount.limit);
      if (!failures.allowed)
        throw tooMany(
          `Too many failed login attempts. Try again in ${minutes(failures.retryAfter)}.`,
          failures.retryAfter,
        );

      const user = await db.user.findUnique({
        where: { email: input.email },
        select: { id: true, name: true, email: true, role: true, planExpiresAt: true, passwordHash: true },
      });
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) {
        const { limit, windowSeconds } = LIMITS.loginFailuresPerAccount;
        await limiter.hit(accountKey, limit, windowSeconds);
        throw new AppError("UNAUTHENTICATED", AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.reset(accountKey);
      const token = await sessions.openAtLogin(user.id, { ...meta, rememberMe: input.rememberMe });
      return authResult(user, token);
    },

    async resendRegisterCode(email: string, meta: SessionMeta) {
      await throttle(`codes:ip:${meta.ip}`, LIMITS.codesPerIp, "Too many code requests.");
      const pending = await db.otpChallenge.findUnique({
        where: { email_purpose: { email, purpose: "register" } },
        select: { id: true },
      });
      if (!pending)
        throw new AppError(
          "BAD_REQUEST",
          "No sign-up is waiting for this email. Please fill in the sign-up form again.",
        );
      const { cooldown } = await otp.send(email, "register");
      return { message: AUTH_MESSAGES.otpResent, cooldown };
    },

    /** Never reveals whether the e-mail has an account. */
    async sendResetCode(email: string, meta: SessionMeta, message: string) {
      await throttle(`codes:ip:${meta.ip}`, LIMITS.codesPerIp, "Too many code requests.");
      const exists = (await db.user.count({ where: { email } })) > 0;
      const { cooldown } = await otp.sendQuietly(email, "reset", exists);
      return { message, cooldown };
    },

    async verifyResetCode(email: string, code: string, meta: SessionMeta) {
      await throttle(`verify:ip:${meta.ip}`, LIMITS.codesPerIp, "Too many attempts.");
      const resetToken = await db.$transaction(async (tx) => {
        const challengeId = await otp.consume(tx, email, "reset", code);
        return otp.issueResetToken(tx, challengeId);
      });
      return { verified: true as const, message: AUTH_MESSAGES.otpVerified, resetToken };
    },

    async resetPassword(input: { email: string; newPassword: string; resetToken: string }) {
      const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true, username: true } });
      rejectWeakPassword(input.newPassword, { email: input.email, username: user?.username });
      const passwordHash = await hashPassword(input.newPassword);
      await db.$transaction(async (tx) => {
        await otp.spendResetToken(tx, input.email, input.resetToken);
        if (user) await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      });
      // Whoever knew the old password is signed out everywhere.
      if (user) await sessions.revokeAllForUser(user.id);
      return { message: AUTH_MESSAGES.passwordReset };
    },

    async profile(userId: string) {
      const user = await db.user.findUnique({ where: { id: userId }, select: profileSelect });
      if (!user) throw new AppError("UNAUTHENTICATED", "Authentication failed. Please log in again.");
      return toProfile(user, now());
    },

    async updateProfile(userId: string, input: { name: string }) {
      const user = await sessions.updateAccount(userId, (tx) =>
        tx.user.update({ where: { id: userId }, data: { name: input.name }, select: profileSelect }),
      );
      return { message: AUTH_MESSAGES.profileUpdated, user: toProfile(user, now()) };
    },

    async changePassword(
      viewer: { id: string; sessionId: string },
      input: { currentPassword: string; newPassword: string },
    ) {
      const user = await db.user.findUnique({
        where: { id: viewer.id },
        select: { passwordHash: true, email: true, username: true },
      });
      if (!user) throw new AppError("UNAUTHENTICATED", "Authentication failed. Please log in again.");
      if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
        throw new AppError("BAD_REQUEST", "Current password is incorrect");
      if (input.currentPassword === input.newPassword)
        throw new AppError("BAD_REQUEST", "New password must be different from the current one");
      rejectWeakPassword(input.newPassword, user);
      await db.user.update({ where: { id: viewer.id }, data: { passwordHash: await hashPassword(input.newPassword) } });
      await sessions.revokeAllForUser(viewer.id, viewer.sessionId);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
