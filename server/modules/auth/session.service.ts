import { effectiveRole } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import type { Db } from "../../lib/db";
import type { TokenService } from "../../lib/tokens";

export interface UserViewer {
  kind: "user";
  id: string;
  sessionId: string;
  name: string;
  email: string;
  /** The plan in force now (a lapsed paid plan is starter). */
  role: Role;
}

export interface AdminViewer {
  kind: "admin";
  id: string;
  sessionId: string;
  name: string;
  username: string;
}

/**
 * Resolves bearer tokens to the people behind them. Every call reads the
 * session and the account from the database, so a revoked session, a deleted
 * account or a changed role takes effect on the very next request.
 */
export function createSessionService(deps: { db: Db; tokens: TokenService }) {
  const { db, tokens } = deps;

  return {
    async authenticateUser(token: string | undefined): Promise<UserViewer | null> {
      if (!token) return null;
      const claims = await tokens.verify("user", token);
      if (!claims) return null;
      const session = await db.session.findFirst({
        where: { id: claims.sessionId, userId: claims.subject, revokedAt: null, expiresAt: { gt: new Date() } },
        select: { user: { select: { id: true, name: true, email: true, role: true, planExpiresAt: true } } },
      });
      if (!session?.user) return null;
      const { user } = session;
      return {
        kind: "user",
        id: user.id,
        sessionId: claims.sessionId,
        name: user.name,
        email: user.email,
        role: effectiveRole(user),
      };
    },

    async authenticateAdmin(token: string | undefined): Promise<AdminViewer | null> {
      if (!token) return null;
      const claims = await tokens.verify("admin", token);
      if (!claims) return null;
      const session = await db.session.findFirst({
        where: { id: claims.sessionId, adminId: claims.subject, revokedAt: null, expiresAt: { gt: new Date() } },
        select: { admin: { select: { id: true, name: true, username: true } } },
      });
      if (!session?.admin) return null;
      return { kind: "admin", sessionId: claims.sessionId, ...session.admin };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
