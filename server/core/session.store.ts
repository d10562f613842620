import type { Role } from "../../shared/roles";
import type { Db } from "../lib/db";

/** What every authenticated call needs of its session and account. */
export interface SessionRow {
  userId: string;
  expiresAt: Date;
  tokenGeneration: number;
  name: string;
  email: string;
  role: Role;
  planExpiresAt: Date | null;
}

export interface LoginSession {
  id: string;
  userId: string;
  rememberMe: boolean;
  at: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The session statements on the hot paths, on the raw pool: an authenticated
 * call's cache miss and a login. Prisma's per-call cost was a third of what a
 * login spends besides the hash.
 */
export function createSessionStore(db: Db) {
  return {
    async load(sessionId: string): Promise<SessionRow | null> {
      const { rows } = await db.$pool.query<SessionRow>(
        `select s."userId", u.name, u.email, u.role::text as role, s."expiresAt", s."tokenGeneration", u."planExpiresAt"
         from "Session" s join "User" u on u.id = s."userId"
         where s.id = $1 and s."revokedAt" is null`,
        [sessionId],
      );
      return rows[0] ?? null;
    },

    /** The new session and the account's `lastLogin`, in one statement. */
    async openAtLogin(session: LoginSession): Promise<void> {
      await db.$pool.query({
        name: "login-session",
        text: `with session as (
                 insert into "Session" (id, "userId", "rememberMe", "createdAt", "lastUsedAt", "reauthenticatedAt", "idleExpiresAt", "expiresAt", ip, "userAgent")
                 values ($1, $2, $3, $4, $4, $4, $5, $6, $7, $8))
               update "User" set "lastLogin" = $4, "updatedAt" = $4 where id = $2`,
        values: [
          session.id,
          session.userId,
          session.rememberMe,
          session.at.toISOString(),
          session.idleExpiresAt.toISOString(),
          session.expiresAt.toISOString(),
          session.ip,
          session.userAgent,
        ],
      });
    },
  };
}
