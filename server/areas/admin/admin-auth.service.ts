import { englishText, say } from "../../../shared/server-messages";
import { recordAudit } from "../../core/audit";
import { AppError } from "../../core/errors";
import type { LoginGuard } from "../../core/login-guard";
import { assertStrongPassword, hashPassword } from "../../core/passwords";
import { uniqueViolation } from "../../core/prisma-errors";
import { type RecentAuth, sessionOwner } from "../../core/recent-auth";
import type { AdminViewer, SessionMeta, SessionService } from "../../core/session.service";
import type { StepTokenStore } from "../../core/step-tokens";
import type { Db } from "../../lib/db";
import type { StepPurpose, TokenService } from "../../lib/tokens";
import type { TwoFactorService } from "../auth";

const adminSelect = { id: true, name: true, username: true, email: true, lastLogin: true, createdAt: true } as const;

type AdminRow = { id: string; name: string; username: string; email: string; lastLogin: Date | null; createdAt: Date };

export const toAdminProfile = ({ id, ...admin }: AdminRow) => ({ _id: id, ...admin });

/** Creates an administrator if that username is free (start-up bootstrap and `npm run admin:create`). */
export async function ensureAdmin(
  db: Db,
  input: { username: string; password: string; name?: string; email?: string },
) {
  const username = input.username.trim().toLowerCase();
  const existing = await db.admin.findUnique({ where: { username }, select: { id: true } });
  if (existing) return { created: false };
  // Administrators' passwords follow the users' policy: an admin account is worth more, not less.
  assertStrongPassword(input.password, { username, email: input.email, name: input.name });
  await db.admin.create({
    data: {
      username,
      name: input.name ?? "Administrator",
      email: input.email ?? `${username}@nexgen-ai.local`,
      passwordHash: await hashPassword(input.password),
    },
    select: { id: true },
  });
  return { created: true };
}

export function createAdminAuthService(deps: {
  db: Db;
  sessions: SessionService;
  tokens: TokenService;
  twoFactor: TwoFactorService;
  stepTokens: StepTokenStore;
  /** The administrators' login lockout (login-guard.ts), shared with their two-factor changes. */
  guard: LoginGuard;
  recentAuth: RecentAuth;
  /** ADMIN_REQUIRE_2FA: an administrator without a second factor must set one up to sign in. */
  requireTwoFactor: boolean;
  now: () => Date;
}) {
  const { db, sessions, tokens, twoFactor, stepTokens, guard, recentAuth, now } = deps;

  async function openSession(
    admin: { id: string; name: string; username: string },
    attemptKey: string,
    meta: SessionMeta,
  ) {
    await guard.succeeded(attemptKey);
    await db.admin.update({ where: { id: admin.id }, data: { lastLogin: now() } });
    const token = await sessions.open("admin", admin.id, meta);
    return { token, _id: admin.id, name: admin.name, username: admin.username };
  }

  /**
   * The administrator an unspent step token names, after the per-IP throttle;
   * `spend` records the token as spent with the code that opens the session.
   */
  async function stepAdmin(purpose: StepPurpose, mfaToken: string, meta: SessionMeta) {
    await guard.admitClient(meta.ip);
    const claims = await tokens.verifyStep("admin", purpose, mfaToken);
    const admin =
      claims &&
      (await db.admin.findUnique({ where: { id: claims.subject }, select: { id: true, name: true, username: true } }));
    if (!claims || !admin) throw new AppError("UNAUTHENTICATED", say("twoFactor.stepExpired"));
    await stepTokens.assertUnspent(claims);
    return { admin, spend: stepTokens.spendWith(claims) };
  }

  return {
    /**
     * The password step. With two-factor on it answers `mfaRequired` and a
     * token for `loginMfa`; without it, while ADMIN_REQUIRE_2FA is on,
     * `mfaEnrolmentRequired` and a token that can only set one up.
     */
    async login(input: { username: string; password: string }, meta: SessionMeta) {
      await guard.admitClient(meta.ip);
      const username = input.username.trim().toLowerCase();
      const attemptKey = await guard.admitAttempt(username, meta.ip);
      const admin = await db.admin.findUnique({
        where: { username },
        select: {
          id: true,
          name: true,
          username: true,
          passwordHash: true,
          twoFactor: { select: { enabledAt: true } },
        },
      });
      // The hash runs first, so an unknown username costs the same verification as a wrong password.
      if (!(await guard.passwordMatches(admin, input.password)) || !admin)
        throw new AppError("UNAUTHENTICATED", say("auth.adminInvalidCredentials"));
      if (admin.twoFactor?.enabledAt) {
        const mfaToken = await tokens.signStep("admin", "mfa", admin.id, false);
        return { mfaRequired: true as const, mfaToken, message: englishText("twoFactor.codeNeeded") };
      }
      if (deps.requireTwoFactor) {
        const mfaToken = await tokens.signStep("admin", "mfa-enrol", admin.id, false);
        return { mfaEnrolmentRequired: true as const, mfaToken, message: englishText("twoFactor.enrolmentRequired") };
      }
      return openSession(admin, attemptKey, meta);
    },

    /** Second step: a code from the app or a backup code opens the session. */
    async loginMfa(input: { mfaToken: string; code: string }, meta: SessionMeta) {
      const { admin, spend } = await stepAdmin("mfa", input.mfaToken, meta);
      const attemptKey = await guard.admitAttempt(admin.username, meta.ip);
      if (!(await twoFactor.verify({ kind: "admin", id: admin.id }, input.code, spend)))
        throw new AppError("UNAUTHENTICATED", say("twoFactor.invalidCode"));
      return openSession(admin, attemptKey, meta);
    },

    /** Enrolment required at sign-in, first half: a new secret and its QR code. */
    async loginEnrolBegin(input: { mfaToken: string }, meta: SessionMeta) {
      const { admin } = await stepAdmin("mfa-enrol", input.mfaToken, meta);
      return twoFactor.begin({ kind: "admin", id: admin.id }, admin.username);
    },

    /** Second half: the first code turns two-factor on and opens the session; backup codes come once. */
    async loginEnrolConfirm(input: { mfaToken: string; code: string }, meta: SessionMeta) {
      const { admin, spend } = await stepAdmin("mfa-enrol", input.mfaToken, meta);
      const attemptKey = await guard.admitAttempt(admin.username, meta.ip);
      const { backupCodes } = await twoFactor.enable({ kind: "admin", id: admin.id }, input.code, spend);
      return { ...(await openSession(admin, attemptKey, meta)), backupCodes };
    },

    async profile(adminId: string) {
      const admin = await db.admin.findUnique({ where: { id: adminId }, select: adminSelect });
      if (!admin) throw new AppError("UNAUTHENTICATED", say("auth.adminRequired"));
      return toAdminProfile(admin);
    },

    async updateProfile(viewer: AdminViewer, input: { name: string; username: string; email: string }) {
      const updated = await db
        .$transaction(async (tx) => {
          const before = await tx.admin.findUniqueOrThrow({ where: { id: viewer.id }, select: adminSelect });
          const after = await tx.admin.update({ where: { id: viewer.id }, data: input, select: adminSelect });
          await recordAudit(tx, {
            adminId: viewer.id,
            action: "admin.profile.update",
            entity: "Admin",
            entityId: viewer.id,
            before,
            after,
          });
          return after;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error)) throw new AppError("CONFLICT", say("auth.usernameTaken"));
          throw error;
        });
      return { message: englishText("auth.profileUpdated"), admin: toAdminProfile(updated) };
    },

    async changePassword(
      viewer: AdminViewer,
      input: { currentPassword: string; newPassword: string },
      meta: { ip?: string },
    ) {
      const admin = await db.admin.findUniqueOrThrow({
        where: { id: viewer.id },
        select: { username: true, email: true, name: true },
      });
      // As a person's password change: sudo mode when two-factor is on, and the current password counts
      // toward the administrators' login lockout (README, "Sessions").
      const owner = sessionOwner(viewer);
      if (await twoFactor.isEnabled(owner)) await recentAuth.require(owner);
      await twoFactor.proveIdentity(owner, { password: input.currentPassword }, meta, {
        passwordOnly: true,
        wrongPassword: say("account.currentPasswordWrong"),
      });
      if (input.currentPassword === input.newPassword) throw new AppError("BAD_REQUEST", say("auth.samePassword"));
      assertStrongPassword(input.newPassword, admin);
      const passwordHash = await hashPassword(input.newPassword);
      await db.$transaction(async (tx) => {
        await tx.admin.update({ where: { id: viewer.id }, data: { passwordHash } });
        await tx.session.updateMany({
          where: { adminId: viewer.id, revokedAt: null, id: { not: viewer.sessionId } },
          data: { revokedAt: now() },
        });
        await recordAudit(tx, {
          adminId: viewer.id,
          action: "admin.password.change",
          entity: "Admin",
          entityId: viewer.id,
        });
      });
      return { message: englishText("auth.passwordChanged") };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
