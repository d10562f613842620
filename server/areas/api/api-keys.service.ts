import { API_KEYS_CREATED_PER_HOUR, type CreateApiKeyInput, MAX_ACTIVE_API_KEYS } from "../../../shared/api-keys";
import { effectiveRole } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { AdminViewer } from "../../core/session.service";
import { throttle } from "../../core/throttle";
import type { Db, Tx } from "../../lib/db";
import { signatureMatches } from "../../lib/hmac";
import type { RateLimiter } from "../../lib/rate-limit";
import type { BilledWorkspace } from "../usage";
import { apiKeyPrefix, generateApiKey, hashApiKey, looksLikeApiKey } from "./api-key-format";

/**
 * How long a key and its owner's plan are served from memory. Revocation, a
 * plan change or a deleted account drops the copy on every instance when it
 * commits (change bus); this only bounds a change the bus could not see.
 */
const CACHE_MS = 30_000;
const CREATIONS = { limit: API_KEYS_CREATED_PER_HOUR, windowSeconds: 60 * 60 };
/** lastUsedAt is a hint for people, not an audit trail: one write a minute per key at most. */
const LAST_USED_EVERY_MS = 60_000;

/** What lists (and the person's data export) show: never the hash. */
export const apiKeyListSelect = {
  id: true,
  name: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  workspaceId: true,
  // Lists say what a workspace's key bills to by the workspace's name (issue #35).
  workspace: { select: { name: true } },
} as const;

interface KeyRow {
  id: string;
  userId: string;
  hash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  workspaceId: string | null;
}

interface Owner {
  role: Role;
  planExpiresAt: Date | null;
}

/** Who a good key speaks for, for the /v1 layer. */
export interface ApiKeyCaller {
  keyId: string;
  userId: string;
  /** The plan in force now: always enterprise, since any other is refused. */
  role: Role;
  /** The workspace a workspace's key bills to (issue #35): its owner's seat there now, with its caps. */
  workspace?: BilledWorkspace;
}

/** Every refusal of a key itself (unknown, revoked, expired): the /v1 layer answers 401. */
export class ApiKeyRefused extends AppError {
  constructor(message: string) {
    super("UNAUTHENTICATED", message);
    this.name = "ApiKeyRefused";
  }
}

const needsEnterprise = () => new AppError("FORBIDDEN", say("apiKey.needsEnterprise"));
const keyNotFound = () => new AppError("NOT_FOUND", say("apiKey.notFound"));

export function createApiKeyService(deps: {
  db: Db;
  bus: ChangeBus;
  limiter: RateLimiter;
  secret: string;
  now: () => Date;
  /** The seat a person holds in a workspace now (server/areas/workspaces/access.ts), and the refusal without one. */
  seatFor: (userId: string, workspaceId: string) => Promise<BilledWorkspace | null>;
  noSeat: (userId: string, workspaceId: string, known: boolean, key: "noSeat" | "keyNoSeat") => Promise<AppError>;
}) {
  const { db, bus, limiter, secret, now } = deps;
  const keys = bus.cache<KeyRow | null>({ ttlMs: CACHE_MS, maxEntries: 50_000 });
  const owners = bus.cache<Owner | null>({ ttlMs: CACHE_MS, maxEntries: 50_000 });
  bus.subscribe("api-key", (hash) => keys.delete(hash));
  // Plan changes, renewals and deletions already announce the user.
  bus.subscribe("user", (userId) => owners.deleteGroup(userId));

  /** Revokes in the caller's transaction and announces it, so every instance stops accepting the key on commit. */
  async function revokeIn(tx: Tx, publish: (topic: "api-key", payload: string) => void, id: string, userId?: string) {
    const key = await tx.apiKey.findFirst({
      where: { id, ...(userId ? { userId } : {}) },
      select: { ...apiKeyListSelect, userId: true, hash: true },
    });
    if (!key) throw keyNotFound();
    const { hash, ...shown } = key;
    if (key.revokedAt) return { before: shown, after: shown };
    const revokedAt = now();
    await tx.apiKey.update({ where: { id }, data: { revokedAt }, select: { id: true } });
    publish("api-key", hash);
    return { before: shown, after: { ...shown, revokedAt } };
  }

  /**
   * A workspace's key works while its owner holds a seat there, whatever their own plan (issue #35): the seat
   * is read from memory and dropped on every instance when a member is removed, so the key stops at once.
   */
  async function workspaceCaller(userId: string, workspaceId: string): Promise<BilledWorkspace> {
    const seat = await deps.seatFor(userId, workspaceId);
    if (!seat) throw await deps.noSeat(userId, workspaceId, true, "keyNoSeat");
    const { workspaceName, dailyCap, monthlyCap } = seat;
    return { workspaceId, workspaceName, dailyCap, monthlyCap };
  }

  return {
    list(userId: string) {
      return db.apiKey.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: apiKeyListSelect,
      });
    },

    /**
     * The key itself is in this answer only; afterwards only its hash exists.
     * Creations are counted per person for the hour, attempts included, before
     * anything else: revoking a key frees an active place, never a creation.
     */
    async create(userId: string, input: CreateApiKeyInput) {
      await throttle(
        limiter,
        `api-key-create:${userId}`,
        CREATIONS,
        say("apiKey.tooManyCreated", { count: API_KEYS_CREATED_PER_HOUR }),
      );
      const at = now();
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= at) throw new AppError("BAD_REQUEST", say("apiKey.expiryInPast"));
      const key = generateApiKey();
      const { workspaceId } = input;
      // A workspace's key needs its creator's seat there, which gives Enterprise's API access (issue #35).
      if (workspaceId && !(await deps.seatFor(userId, workspaceId)))
        throw await deps.noSeat(userId, workspaceId, false, "noSeat");
      const created = await db.$transaction(async (tx) => {
        // Locks the account, so two creations at once cannot both take the last place.
        const [owner] = await tx.$queryRaw<Owner[]>`
          select role::text as role, "planExpiresAt" from "User" where id = ${userId} for update`;
        if (!owner) throw new AppError("UNAUTHENTICATED", say("auth.required"));
        if (!workspaceId && effectiveRole(owner, at) !== "enterprise") throw needsEnterprise();
        const active = await tx.apiKey.count({
          where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: at } }] },
        });
        if (active >= MAX_ACTIVE_API_KEYS)
          throw new AppError("BAD_REQUEST", say("apiKey.tooManyActive", { count: MAX_ACTIVE_API_KEYS }));
        return tx.apiKey.create({
          data: {
            userId,
            name: input.name,
            prefix: apiKeyPrefix(key),
            hash: hashApiKey(secret, key),
            expiresAt,
            workspaceId: workspaceId ?? null,
          },
          select: apiKeyListSelect,
        });
      });
      return { ...created, key };
    },

    /** Only the owner's own keys; revoking one already revoked changes nothing. */
    async revoke(userId: string, id: string) {
      const { after } = await bus.transaction((tx, publish) => revokeIn(tx, publish, id, userId));
      return after;
    },

    /**
     * Who a key on a /v1 request speaks for. Unknown, revoked and expired keys
     * are refused with ApiKeyRefused; a key whose owner is not on the
     * Enterprise plan now, with a 403 that says so (it works again on renewal).
     */
    async authenticate(key: string | undefined): Promise<ApiKeyCaller> {
      if (!key || !looksLikeApiKey(key)) throw new ApiKeyRefused("Invalid API key");
      const hash = hashApiKey(secret, key);
      const row = await keys.get(hash, () =>
        db.apiKey.findUnique({
          where: { hash },
          select: {
            id: true,
            userId: true,
            hash: true,
            expiresAt: true,
            revokedAt: true,
            lastUsedAt: true,
            workspaceId: true,
          },
        }),
      );
      // Misses are not kept: made-up keys must not crowd out real ones.
      if (!row) keys.delete(hash);
      // The index found it by equality; compared again in constant time all the same.
      if (!row || !signatureMatches(row.hash, hash)) throw new ApiKeyRefused("Invalid API key");
      const at = now();
      if (row.revokedAt) throw new ApiKeyRefused("This API key has been revoked");
      if (row.expiresAt && row.expiresAt <= at) throw new ApiKeyRefused("This API key has expired");
      const billed = row.workspaceId ? await workspaceCaller(row.userId, row.workspaceId) : null;
      const owner = billed
        ? null
        : await owners.get(
            row.userId,
            () => db.user.findUnique({ where: { id: row.userId }, select: { role: true, planExpiresAt: true } }),
            row.userId,
          );
      if (!billed && !owner) throw new ApiKeyRefused("Invalid API key");
      const role = billed ? "enterprise" : effectiveRole(owner ?? { role: "starter", planExpiresAt: null }, at);
      if (role !== "enterprise") throw needsEnterprise();
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        // Set on the cached copy first, so this instance does not write again within the minute.
        row.lastUsedAt = at;
        await db.apiKey.updateMany({
          where: {
            id: row.id,
            OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(at.getTime() - LAST_USED_EVERY_MS) } }],
          },
          data: { lastUsedAt: at },
        });
      }
      return { keyId: row.id, userId: row.userId, role, ...(billed ? { workspace: billed } : {}) };
    },

    admin: {
      /** A user's keys for an administrator (viewing them is audited). */
      async list(admin: AdminViewer, userId: string) {
        return db.$transaction(async (tx) => {
          const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
          if (!user) throw new AppError("NOT_FOUND", say("admin.userNotFound"));
          const keys = await tx.apiKey.findMany({
            where: { userId },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            select: apiKeyListSelect,
          });
          await recordAudit(tx, { adminId: admin.id, action: "apiKey.list", entity: "User", entityId: userId });
          return keys;
        });
      },

      async revoke(admin: AdminViewer, id: string) {
        return bus.transaction(async (tx, publish) => {
          const { before, after } = await revokeIn(tx, publish, id);
          await recordAudit(tx, {
            adminId: admin.id,
            action: "apiKey.revoke",
            entity: "ApiKey",
            entityId: id,
            before,
            after,
          });
          return after;
        });
      },
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
