import type { LoginInput, PreRegisterInput, RegisterInput } from "../../../shared/auth";
import { DEFAULT_LOCALE, isLocale } from "../../../shared/locales";
import { OTP_FIRST_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from "../../../shared/otp";
import { effectiveRole, planStatus } from "../../../shared/plans";
import { englishText, type ServerMessage, type ServerMessageKey, say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { LoginGuard } from "../../core/login-guard";
import { assertStrongPassword, hashPassword } from "../../core/passwords";
import { rethrowAccountConflict } from "../../core/prisma-errors";
import { type RecentAuth, sessionOwner } from "../../core/recent-auth";
import type { SessionMeta, SessionService, UserViewer } from "../../core/session.service";
import type { StepTokenStore } from "../../core/step-tokens";
import { type ThrottleRule, throttle as throttleHits } from "../../core/throttle";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import type { TokenService } from "../../lib/tokens";
import type { OtpService } from "./otp.service";
import type { TwoFactorService } from "./two-factor.service";

/**
 * Abuse throttles, shared by every instance (RATE_LIMITS=off turns them off in
 * test harnesses; the code limits in otp.service always hold). Failed logins
 * are counted per account *and* client: a stranger guessing from elsewhere
 * cannot lock the owner out, and each guess is counted before it is checked.
 */
const LIMITS = {
  preRegisterPerIp: { limit: 10, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { limit: 10, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 10, windowSeconds: 60 * 60 },
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
  locale: true,
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
  locale: string;
};

/** The profile as the spec names its fields (`_id`), with the plan actually in force. */
export function toProfile(user: ProfileRow, now: Date) {
  const plan = planStatus(user, now);
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: plan.role,
    planStatus: plan.planStatus,
    planExpiresAt: user.planExpiresAt,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  otp: OtpService;
  limiter: RateLimiter;
  tokens: TokenService;
  twoFactor: TwoFactorService;
  stepTokens: StepTokenStore;
  /** The people's login lockout (login-guard.ts), shared with every other place a password or code is tried. */
  guard: LoginGuard;
  recentAuth: RecentAuth;
  /** The workspace that requires single sign-on of an address (issue #35), whose password login is refused. */
  ssoRequiredFor?: (email: string) => Promise<string | null>;
  now: () => Date;
}) {
  const { db, sessions, otp, limiter, tokens, twoFactor, stepTokens, guard, recentAuth, now } = deps;

  const throttle = (key: string, rule: ThrottleRule, message: ServerMessage) =>
    throttleHits(limiter, key, rule, message);

  async function assertAvailable(email: string, username: string) {
    const taken = await db.user.findFirst({ where: { OR: [{ email }, { username }] }, select: { email: true } });
    if (!taken) return;
    if (taken.email === email) throw new AppError("CONFLICT", say("auth.emailTaken"));
    throw new AppError("CONFLICT", say("auth.usernameTaken"));
  }

  /**
   * The session a sign-in answers with, and the account's language: the site switches to it
   * (docs/product/languages.md). Read here, by the primary key, rather than in each caller's select.
   */
  async function authResult(
    user: { id: string; name: string; email: string; role: ProfileRow["role"]; planExpiresAt: Date | null },
    token: string,
  ) {
    const { locale } = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } });
    return {
      token,
      _id: user.id,
      name: user.name,
      email: user.email,
      role: effectiveRole(user, now()),
      locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    };
  }

  return {
    /** Step one of sign-up: check everything, then e-mail a code. */
    async preRegister(input: PreRegisterInput, meta: SessionMeta) {
      await throttle(`pre-register:ip:${meta.ip}`, LIMITS.preRegisterPerIp, say("auth.tooManySignUps"));
      assertStrongPassword(input.password, input);
      await assertAvailable(input.email, input.username);
      const left = await otp.cooldownLeft(input.email, "register");
      if (left > 0) {
        // The earlier code is still good: say so instead of mailing again.
        return {
          message: englishText("auth.codeAlreadySent", { email: input.email }),
          cooldown: left,
        };
      }
      const { cooldown } = await otp.send(input.email, "register", meta.locale ?? DEFAULT_LOCALE);
      return {
        message: englishText("auth.codeSent", { email: input.email, minutes: OTP_TTL_SECONDS / 60 }),
        cooldown,
      };
    },

    /**
     * Step two: the code proves the e-mail. It is checked before the password
     * is hashed, so a flood of guesses costs a statement each, not a hash. The
     * code's use, the account and its first session then commit together, so
     * a failure at any point (a lost database connection included) leaves the
     * code good for a retry.
     */
    async register(input: RegisterInput, meta: SessionMeta) {
      await throttle(`register:ip:${meta.ip}`, LIMITS.registerPerIp, say("auth.tooManySignUps"));
      await throttle(`register:email:${input.email}`, LIMITS.registerPerEmail, say("auth.tooManySignUps"));
      const challengeId = await otp.check(input.email, "register", input.otp);
      assertStrongPassword(input.password, input);
      await assertAvailable(input.email, input.username);
      const passwordHash = await hashPassword(input.password);
      const { user, token } = await db
        .$transaction(async (tx) => {
          await otp.consume(tx, challengeId);
          const user = await tx.user.create({
            data: {
              name: input.name,
              username: input.username,
              email: input.email,
              passwordHash,
              lastLogin: now(),
              // The language they signed up in: their e-mails follow it from the first one.
              locale: meta.locale ?? DEFAULT_LOCALE,
            },
            select: { id: true, name: true, email: true, role: true, planExpiresAt: true },
          });
          return { user, token: await sessions.open("user", user.id, { ...meta, rememberMe: false }, tx) };
        })
        .catch(rethrowAccountConflict);
      return authResult(user, token);
    },

    /**
     * Same answer, status and (argon2-bound) time for an unknown e-mail and a
     * wrong password. With two-factor on, the password only earns a
     * short-lived token for `loginMfa`, and the failed-attempt count is not
     * cleared: wrong codes keep counting toward the same lockout.
     */
    async login(input: LoginInput, meta: SessionMeta) {
      await guard.admitClient(meta.ip);
      const attemptKey = await guard.admitAttempt(input.email, meta.ip);
      // Before the password: the domain's rule is public (sso.discover) and says nothing about the account.
      const ssoWorkspace = await deps.ssoRequiredFor?.(input.email);
      if (ssoWorkspace) throw new AppError("FORBIDDEN", say("sso.useSso", { workspace: ssoWorkspace }));

      const user = await db.user.findUnique({
        where: { email: input.email },
        select: {
          id: true,
          name: true,
          email: true,
          role: true,
          planExpiresAt: true,
          passwordHash: true,
          twoFactor: { select: { enabledAt: true } },
        },
      });
      // The hash runs first, so an unknown e-mail costs the same verification as a wrong password.
      if (!(await guard.passwordMatches(user, input.password)) || !user)
        throw new AppError("UNAUTHENTICATED", say("auth.invalidCredentials"));
      if (user.twoFactor?.enabledAt) {
        const mfaToken = await tokens.signStep("user", "mfa", user.id, input.rememberMe);
        return { mfaRequired: true as const, mfaToken, message: englishText("twoFactor.codeNeeded") };
      }
      await guard.succeeded(attemptKey);
      const token = await sessions.openAtLogin(user.id, { ...meta, rememberMe: input.rememberMe });
      return authResult(user, token);
    },

    /** Second step of a login with two-factor on: the session opens only for a good code. */
    async loginMfa(input: { mfaToken: string; code: string }, meta: SessionMeta) {
      await guard.admitClient(meta.ip);
      const claims = await tokens.verifyStep("user", "mfa", input.mfaToken);
      const user =
        claims &&
        (await db.user.findUnique({
          where: { id: claims.subject },
          select: { id: true, name: true, email: true, role: true, planExpiresAt: true },
        }));
      if (!claims || !user) throw new AppError("UNAUTHENTICATED", say("twoFactor.stepExpired"));
      await stepTokens.assertUnspent(claims);
      const attemptKey = await guard.admitAttempt(user.email, meta.ip);
      // The token is spent with the code: it opens this session and no other.
      if (!(await twoFactor.verify({ kind: "user", id: user.id }, input.code, stepTokens.spendWith(claims))))
        throw new AppError("UNAUTHENTICATED", say("twoFactor.invalidCode"));
      await guard.succeeded(attemptKey);
      const token = await sessions.openAtLogin(user.id, { ...meta, rememberMe: claims.rememberMe });
      return authResult(user, token);
    },

    /**
     * The same answer whoever asks: a code goes out only while a sign-up is
     * waiting for one, never to an address that is registered or unknown.
     */
    async resendRegisterCode(email: string, meta: SessionMeta) {
      await throttle(`codes:ip:${meta.ip}`, LIMITS.codesPerIp, say("auth.tooManyCodeRequests"));
      const waiting = (await otp.signUpWaiting(email)) && (await db.user.count({ where: { email } })) === 0;
      const { cooldown } = waiting
        ? await otp.send(email, "register", meta.locale ?? DEFAULT_LOCALE)
        : { cooldown: OTP_FIRST_RESEND_COOLDOWN_SECONDS };
      return { message: englishText("auth.otpResent"), cooldown };
    },

    /** Never reveals whether the e-mail has an account. */
    async sendResetCode(email: string, meta: SessionMeta, message: ServerMessageKey) {
      await throttle(`codes:ip:${meta.ip}`, LIMITS.codesPerIp, say("auth.tooManyCodeRequests"));
      const exists = (await db.user.count({ where: { email } })) > 0;
      const { cooldown } = await otp.sendQuietly(email, "reset", exists, meta.locale ?? DEFAULT_LOCALE);
      return { message: englishText(message), cooldown };
    },

    async verifyResetCode(email: string, code: string, meta: SessionMeta) {
      await throttle(`verify:ip:${meta.ip}`, LIMITS.codesPerIp, say("auth.tooManyAttempts"));
      const challengeId = await otp.check(email, "reset", code);
      const resetToken = await db.$transaction(async (tx) => {
        await otp.consume(tx, challengeId);
        return otp.issueResetToken(tx, challengeId);
      });
      return { verified: true as const, message: englishText("auth.otpVerified"), resetToken };
    },

    /** The reset token is checked before the new password is hashed, and spent with the change. */
    async resetPassword(input: { email: string; newPassword: string; resetToken: string }, meta: SessionMeta) {
      await throttle(`reset:ip:${meta.ip}`, LIMITS.resetPerIp, say("auth.tooManyResets"));
      await throttle(`reset:email:${input.email}`, LIMITS.resetPerEmail, say("auth.tooManyResets"));
      await otp.checkResetToken(input.email, input.resetToken);
      const user = await db.user.findUnique({
        where: { email: input.email },
        select: { id: true, username: true, name: true },
      });
      assertStrongPassword(input.newPassword, { email: input.email, username: user?.username, name: user?.name });
      const passwordHash = await hashPassword(input.newPassword);
      await db.$transaction(async (tx) => {
        await otp.spendResetToken(tx, input.email, input.resetToken);
        if (user) await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      });
      // Whoever knew the old password is signed out everywhere.
      if (user) await sessions.revokeAllForUser(user.id);
      return { message: englishText("auth.passwordReset") };
    },

    async profile(userId: string) {
      const user = await db.user.findUnique({ where: { id: userId }, select: profileSelect });
      if (!user) throw new AppError("UNAUTHENTICATED", say("auth.failed"));
      return toProfile(user, now());
    },

    async updateProfile(userId: string, input: { name: string }) {
      const user = await sessions.updateAccount(userId, (tx) =>
        tx.user.update({ where: { id: userId }, data: { name: input.name }, select: profileSelect }),
      );
      return { message: englishText("auth.profileUpdated"), user: toProfile(user, now()) };
    },

    /**
     * The current password proves the person (counted toward the login lockout). With two-factor on
     * it is not the whole proof: the session must also be in sudo mode (recent-auth.ts).
     */
    async changePassword(
      viewer: UserViewer,
      input: { currentPassword: string; newPassword: string },
      meta: SessionMeta,
    ) {
      const user = await db.user.findUnique({
        where: { id: viewer.id },
        select: { email: true, username: true, name: true },
      });
      if (!user) throw new AppError("UNAUTHENTICATED", say("auth.failed"));
      const owner = sessionOwner(viewer);
      if (await twoFactor.isEnabled(owner)) await recentAuth.require(owner);
      await twoFactor.proveIdentity(owner, { password: input.currentPassword }, meta, {
        passwordOnly: true,
        wrongPassword: say("account.currentPasswordWrong"),
      });
      if (input.currentPassword === input.newPassword) throw new AppError("BAD_REQUEST", say("auth.samePassword"));
      assertStrongPassword(input.newPassword, user);
      await db.user.update({ where: { id: viewer.id }, data: { passwordHash: await hashPassword(input.newPassword) } });
      await sessions.revokeAllForUser(viewer.id, viewer.sessionId);
      return { message: englishText("auth.passwordChanged") };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
