import type { Db } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { assertStrongPassword, hashPassword, verifyAgainstDummy, verifyPassword } from "../../lib/passwords";
import { uniqueViolation } from "../../lib/prisma-errors";
import type { RateLimiter } from "../../lib/rate-limit";
import type { AdminViewer, SessionMeta, SessionService } from "../auth/session.service";
import { recordAudit } from "./audit.service";

const adminSelect = { id: true, name: true, username: true, email: true, lastLogin: true, createdAt: true } as const;

type AdminRow = { id: string; name: string; username: string; email: string; lastLogin: Date | null; createdAt: Date };

export const toAdminProfile = ({ id, ...admin }: AdminRow) => ({ _id: id, ...admin });

/** As for users (auth.service): failed attempts are counted per account and client, before the check. */
const LOGIN_LIMIT = { perIp: 20, attemptsPerAccountAndIp: 5, windowSeconds: 15 * 60 } as const;

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
  limiter: RateLimiter;
  now: () => Date;
}) {
  const { db, sessions, limiter, now } = deps;

  return {
    async login(input: { username: string; password: string }, meta: SessionMeta) {
      const ip = await limiter.hit(`admin-login:ip:${meta.ip}`, LOGIN_LIMIT.perIp, LOGIN_LIMIT.windowSeconds);
      if (!ip.allowed)
        throw new AppError("TOO_MANY_REQUESTS", "Too many login attempts. Please try again later.", {
          retryAfter: ip.retryAfter,
        });
      const username = input.username.trim().toLowerCase();
      const attemptKey = `admin-login-attempt:${username}:${meta.ip}`;
      const attempts = await limiter.hit(attemptKey, LOGIN_LIMIT.attemptsPerAccountAndIp, LOGIN_LIMIT.windowSeconds);
      if (!attempts.allowed)
        throw new AppError("TOO_MANY_REQUESTS", "Too many failed login attempts. Please try again later.", {
          retryAfter: attempts.retryAfter,
        });
      const admin = await db.admin.findUnique({
        where: { username },
        select: { id: true, name: true, username: true, passwordHash: true },
      });
      const ok = admin
        ? await verifyPassword(admin.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!admin || !ok) throw new AppError("UNAUTHENTICATED", "Invalid username or password");
      await limiter.reset(attemptKey);
      await db.admin.update({ where: { id: admin.id }, data: { lastLogin: now() } });
      const token = await sessions.open("admin", admin.id, meta);
      return { token, _id: admin.id, name: admin.name, username: admin.username };
    },

    async profile(adminId: string) {
      const admin = await db.admin.findUnique({ where: { id: adminId }, select: adminSelect });
      if (!admin) throw new AppError("UNAUTHENTICATED", "Admin authentication required. Please log in again.");
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
          if (uniqueViolation(error)) throw new AppError("CONFLICT", "This username is already taken");
          throw error;
        });
      return { message: "Profile updated successfully", admin: toAdminProfile(updated) };
    },

    async changePassword(viewer: AdminViewer, input: { currentPassword: string; newPassword: string }) {
      const admin = await db.admin.findUniqueOrThrow({
        where: { id: viewer.id },
        select: { passwordHash: true, username: true, email: true, name: true },
      });
      if (!(await verifyPassword(admin.passwordHash, input.currentPassword)))
        throw new AppError("BAD_REQUEST", "Current password is incorrect");
      if (input.currentPassword === input.newPassword)
        throw new AppError("BAD_REQUEST", "New password must be different from the current one");
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
      return { message: "Password changed successfully" };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
