import { randomUUID } from "node:crypto";
import type { Locale } from "../../shared/locales";
import { effectiveRole } from "../../shared/plans";
import type { Role } from "../../shared/roles";
import { say } from "../../shared/server-messages";
import { DAY_MS } from "../../shared/time";
import type { Prisma } from "../generated/prisma/client";
import type { Db, Tx } from "../lib/db";
import type { Audience, TokenService } from "../lib/tokens";
import { type ChangeBus, createChangeBus } from "./change-bus";
import { AppError } from "./errors";
import { createSessionStore, type SessionRow } from "./session.store";

/**
 * Session lifetimes (docs/product.md#changes-from-the-original-specification and docs/architecture.md#security-numbers): the idle window slides on every refresh,
 * the absolute end never moves. Admin sessions last one working day.
 */
export const SESSION_POLICY = {
  user: { idleMs: DAY_MS, absoluteMs: 7 * DAY_MS },
  userRemembered: { idleMs: 30 * DAY_MS, absoluteMs: 90 * DAY_MS },
  admin: { idleMs: 8 * 60 * 60 * 1000, absoluteMs: 8 * 60 * 60 * 1000 },
} as const;

/**
 * The longest any session may sit idle. A token that expired up to this long
 * ago is read at all; whether it may still refresh is then the session's own
 * idle limit (1 day, or 30 with remember me, 8 hours for admins).
 */
const LONGEST_IDLE_SECONDS = SESSION_POLICY.userRemembered.idleMs / 1000;

/**
 * How long a user's session and account are served from memory. Every change
 * to them (revocation, role, plan, deletion) drops the copy on every instance
 * when it commits (change bus); this only bounds a change the bus could not see.
 */
const SESSION_CACHE_MS = 30_000;

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

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
  /** The language the request asked for (request-meta.ts): a new account starts in it. */
  locale?: Locale;
}

/**
 * Server-side sessions behind short-lived access tokens. Every authenticated
 * call checks the session and the account, from memory while nothing about
 * them has changed: a revoked session, a deleted account or a changed role
 * takes effect on the next request on the instance that made the change, and
 * on the others as soon as its notification arrives (milliseconds).
 *
 * Without a bus (a script that only opens sessions) nothing is cached, and its
 * changes still reach running instances.
 */
const sessionEnded = () => new AppError("UNAUTHENTICATED", say("auth.sessionEnded"));

export function createSessionService(deps: { db: Db; tokens: TokenService; now: () => Date; bus?: ChangeBus }) {
  const { db, tokens, now } = deps;
  const bus = deps.bus ?? createChangeBus({ db, log: console, listen: false });
  const users = bus.cache<SessionRow | null>({ ttlMs: SESSION_CACHE_MS, maxEntries: 50_000 });
  bus.subscribe("user", (userId) => users.deleteGroup(userId));

  const store = createSessionStore(db);

  function policyFor(audience: Audience, rememberMe: boolean) {
    if (audience === "admin") return SESSION_POLICY.admin;
    return rememberMe ? SESSION_POLICY.userRemembered : SESSION_POLICY.user;
  }

  function owner(audience: Audience, subject: string) {
    return audience === "user" ? { userId: subject } : { adminId: subject };
  }

  /**
   * Ends the sessions of one account that `which` selects, with `alongside`
   * (an audit record) in the same transaction, and returns how many ended.
   * A user's instances drop their copies when it commits; admin sessions are
   * not cached (every admin call reads its session), so theirs need no notice.
   */
  async function endSessions(
    audience: Audience,
    subject: string,
    which: Prisma.SessionWhereInput,
    alongside?: (tx: Tx, ended: number) => Promise<unknown>,
  ): Promise<number> {
    return bus.transaction(async (tx, publish) => {
      const { count } = await tx.session.updateMany({
        where: { ...which, ...owner(audience, subject), revokedAt: null },
        data: { revokedAt: now() },
      });
      if (count > 0 && audience === "user") publish("user", subject);
      if (alongside) await alongside(tx, count);
      return count;
    });
  }

  async function revokeSession(audience: Audience, claims: { subject: string; sessionId: string }) {
    await endSessions(audience, claims.subject, { id: claims.sessionId });
  }

  return {
    /**
     * Opens a session and returns its first access token; given `tx`, the
     * session commits (or not) with the caller's other writes.
     */
    async open(
      audience: Audience,
      subject: string,
      options: SessionMeta & { rememberMe?: boolean },
      tx: Pick<Tx, "session"> = db,
    ): Promise<string> {
      const policy = policyFor(audience, Boolean(options.rememberMe));
      const at = now().getTime();
      const session = await tx.session.create({
        data: {
          ...owner(audience, subject),
          rememberMe: Boolean(options.rememberMe),
          idleExpiresAt: new Date(at + policy.idleMs),
          expiresAt: new Date(at + policy.absoluteMs),
          // Signing in is a confirmation: a new session starts in sudo mode (recent-auth.ts).
          reauthenticatedAt: new Date(at),
          ip: options.ip,
          userAgent: options.userAgent?.slice(0, 300),
        },
        select: { id: true },
      });
      return tokens.sign(audience, subject, session.id);
    },

    /** A user's login: the new session and the account's `lastLogin` (a login flood is CPU-bound: see the store). */
    async openAtLogin(userId: string, options: SessionMeta & { rememberMe?: boolean }): Promise<string> {
      const policy = policyFor("user", Boolean(options.rememberMe));
      const at = now().getTime();
      const sessionId = randomUUID();
      await store.openAtLogin({
        id: sessionId,
        userId,
        rememberMe: Boolean(options.rememberMe),
        at: new Date(at),
        idleExpiresAt: new Date(at + policy.idleMs),
        expiresAt: new Date(at + policy.absoluteMs),
        ip: options.ip ?? null,
        userAgent: options.userAgent?.slice(0, 300) ?? null,
      });
      return tokens.sign("user", userId, sessionId);
    },

    /**
     * A new access token for the session the given token belongs to, even if
     * that token has expired, as long as the session is live (not revoked,
     * used within its idle window, before its absolute end) and the token is
     * the latest the session issued. An older one means a copy of the token is
     * in someone else's hands: the session ends for both (reuse detection).
     */
    async refresh(audience: Audience, token: string | undefined): Promise<string> {
      const claims = token ? await tokens.verify(audience, token, { allowExpiredFor: LONGEST_IDLE_SECONDS }) : null;
      if (!claims) throw new AppError("UNAUTHENTICATED", say("auth.failed"));
      const at = now();
      const session = await db.session.findFirst({
        where: { id: claims.sessionId, ...owner(audience, claims.subject), revokedAt: null },
        select: { rememberMe: true, expiresAt: true, idleExpiresAt: true, tokenGeneration: true },
      });
      if (!session) throw sessionEnded();
      if (session.tokenGeneration !== claims.generation) {
        await revokeSession(audience, claims);
        throw sessionEnded();
      }
      const policy = policyFor(audience, session.rememberMe);
      if (
        session.idleExpiresAt <= at ||
        session.expiresAt <= at ||
        claims.expiresAt.getTime() + policy.idleMs <= at.getTime()
      )
        throw sessionEnded();
      const idleEnd = Math.min(at.getTime() + policy.idleMs, session.expiresAt.getTime());
      // Conditional on the generation: of two refreshes with the same token, one wins and the other is a reuse.
      const renewed = await bus.transaction(async (tx, publish) => {
        const { count } = await tx.session.updateMany({
          where: { id: claims.sessionId, tokenGeneration: claims.generation, revokedAt: null },
          data: { lastUsedAt: at, idleExpiresAt: new Date(idleEnd), tokenGeneration: { increment: 1 } },
        });
        // Instances drop their copy, so the token just replaced stops working everywhere.
        if (count === 1 && audience === "user") publish("user", claims.subject);
        return count === 1;
      });
      if (!renewed) {
        await revokeSession(audience, claims);
        throw sessionEnded();
      }
      return tokens.sign(audience, claims.subject, claims.sessionId, claims.generation + 1);
    },

    /** Ends the session a token belongs to (an expired or replaced token still identifies it). */
    async revokeByToken(audience: Audience, token: string | undefined): Promise<void> {
      const claims = token ? await tokens.verify(audience, token, { allowExpiredFor: LONGEST_IDLE_SECONDS }) : null;
      if (claims) await revokeSession(audience, claims);
    },

    /**
     * Runs a change to what a signed-in user is known by (name, e-mail): every
     * instance drops its copy when it commits.
     */
    updateAccount<T>(userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
      return bus.transaction((tx, publish) => {
        publish("user", userId);
        return change(tx);
      });
    },

    /** Ends every session of a user except `keep` (password change keeps the current one). */
    async revokeAllForUser(userId: string, keep?: string): Promise<void> {
      await endSessions("user", userId, keep ? { id: { not: keep } } : {});
    },

    /**
     * The sessions of an account that still let someone in: not revoked, not
     * idle too long, not past their end (the list people see and end).
     */
    live(audience: Audience, subject: string): Prisma.SessionWhereInput {
      const at = now();
      return { ...owner(audience, subject), revokedAt: null, expiresAt: { gt: at }, idleExpiresAt: { gt: at } };
    },

    endSessions,

    async authenticateUser(token: string | undefined): Promise<UserViewer | null> {
      if (!token) return null;
      const claims = await tokens.verify("user", token);
      if (!claims) return null;
      const key = `${claims.subject}/${claims.sessionId}`;
      const load = () => store.load(claims.sessionId);
      let user = await users.get(key, load, claims.subject);
      // A token newer than the copy: refreshed on another instance, whose notice has not arrived yet.
      if (user && user.tokenGeneration < claims.generation) {
        users.delete(key);
        user = await users.get(key, load, claims.subject);
      }
      // Signed tokens always agree with their session; checked anyway.
      if (!user || user.userId !== claims.subject || user.expiresAt <= now()) return null;
      if (user.tokenGeneration !== claims.generation) return null;
      return {
        kind: "user",
        id: user.userId,
        sessionId: claims.sessionId,
        name: user.name,
        email: user.email,
        role: effectiveRole(user, now()),
      };
    },

    async authenticateAdmin(token: string | undefined): Promise<AdminViewer | null> {
      if (!token) return null;
      const claims = await tokens.verify("admin", token);
      if (!claims) return null;
      const session = await db.session.findFirst({
        where: {
          id: claims.sessionId,
          adminId: claims.subject,
          revokedAt: null,
          expiresAt: { gt: now() },
          tokenGeneration: claims.generation,
        },
        select: { admin: { select: { id: true, name: true, username: true } } },
      });
      if (!session?.admin) return null;
      return { kind: "admin", sessionId: claims.sessionId, ...session.admin };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
