import { beforeAll, describe, expect, it } from "vitest";
import { ApiKeyRefused, createApiKeyService } from "../../server/areas/api/api-keys.service";
import { AppError } from "../../server/core/errors";
import { hmacHex } from "../../server/lib/hmac";
import type { Role } from "../../shared/roles";
import { signInAdmin, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;
let admin = "";

beforeAll(async () => {
  admin = await signInAdmin(t, "keeper");
});

const query = (path: string, input: unknown, token: string) => trpcQuery(t, path, input, token);
const mutate = (path: string, input: unknown, token: string) => trpcMutation(t, path, input, token);

async function withPlan(role: Role, planExpiresAt: Date | null = new Date(Date.now() + 30 * DAY)) {
  const user = await signUp(t);
  await setPlan(user._id, role, planExpiresAt);
  return user;
}

/** As an admin change or a payment would, announcing it so cached plans are dropped. */
async function setPlan(userId: string, role: Role, planExpiresAt: Date | null) {
  await t.database.db.user.update({ where: { id: userId }, data: { role, planExpiresAt } });
  await t.deps.bus.publish("user", userId);
}

async function createKey(token: string, input: Record<string, unknown> = { name: "CI" }) {
  const response = await mutate("apiKeys.create", input, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data as { id: string; key: string; prefix: string; name: string };
}

const service = () =>
  createApiKeyService({
    db: t.database.db,
    bus: t.deps.bus,
    limiter: t.deps.limiter,
    secret: t.config.API_KEY_SECRET,
    now: t.clock.now,
    // Personal keys only here: workspace keys are tests/integration/workspace-api-keys.test.ts's.
    seatFor: async () => null,
    noSeat: async () => new AppError("FORBIDDEN", "no seat"),
  });

describe("creating and listing keys", () => {
  it("returns the key once, in its shape; the list and the table never hold it", async () => {
    const user = await withPlan("enterprise");
    const created = await createKey(user.token, { name: "  Laptop  " });
    expect(created.key).toMatch(/^ngk_[0-9A-Za-z]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 10));
    expect(created.name).toBe("Laptop");

    const list = await query("apiKeys.list", undefined, user.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().result.data).toEqual([
      {
        id: created.id,
        name: "Laptop",
        prefix: created.prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
        // A personal key: no workspace's (issue #35).
        workspaceId: null,
        workspace: null,
      },
    ]);

    const row = await t.database.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.hash).toBe(hmacHex(t.config.API_KEY_SECRET, created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(10));
  });

  it("refuses bad names and past or malformed expiries with a 400", async () => {
    const user = await withPlan("enterprise");
    for (const input of [
      { name: "" },
      { name: "x".repeat(61) },
      { name: "ok", expiresAt: "tomorrow" },
      { name: "ok", expiresAt: new Date(Date.now() - 1000).toISOString() },
    ]) {
      const response = await mutate("apiKeys.create", input, user.token);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
    const expiring = await createKey(user.token, { name: "ok", expiresAt: new Date(Date.now() + DAY).toISOString() });
    expect(expiring.key).toMatch(/^ngk_/);
  });

  it("refuses an 11th active key; revoked and expired ones do not count", async () => {
    const user = await withPlan("enterprise");
    const first = await createKey(user.token, { name: "soon", expiresAt: new Date(Date.now() + 60_000).toISOString() });
    for (let i = 1; i < 10; i++) await createKey(user.token, { name: `key ${i}` });
    const eleventh = await mutate("apiKeys.create", { name: "one too many" }, user.token);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.message).toMatch(/at most 10 active API keys/);

    t.clock.advance(2 * 60_000);
    try {
      const replacement = await createKey(user.token, { name: "replaces the expired one" });
      expect((await mutate("apiKeys.create", { name: "still too many" }, user.token)).statusCode).toBe(400);
      expect((await mutate("apiKeys.revoke", { id: replacement.id }, user.token)).statusCode).toBe(200);
      await createKey(user.token, { name: "replaces the revoked one" });
    } finally {
      t.clock.reset();
    }
    expect(first.prefix).toMatch(/^ngk_/);
  });

  it.each([
    ["Starter", "starter" as Role, null],
    ["Professional", "professional" as Role, new Date(Date.now() + 30 * DAY)],
    ["an expired Enterprise", "enterprise" as Role, new Date(Date.now() - DAY)],
  ])("refuses %s with a 403", async (_label, role, planExpiresAt) => {
    const user = await withPlan(role, planExpiresAt);
    const response = await mutate("apiKeys.create", { name: "nope" }, user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("API access needs the Enterprise plan");
  });

  it("needs a signed-in user", async () => {
    expect((await mutate("apiKeys.create", { name: "x" }, "not-a-token")).statusCode).toBe(401);
  });
});

describe("revoking keys", () => {
  it("revokes one's own key and answers 404 for someone else's or an unknown one", async () => {
    const owner = await withPlan("enterprise");
    const other = await withPlan("enterprise");
    const key = await createKey(owner.token);
    expect((await mutate("apiKeys.revoke", { id: key.id }, other.token)).statusCode).toBe(404);
    expect((await mutate("apiKeys.revoke", { id: "no-such-key" }, owner.token)).statusCode).toBe(404);
    const revoked = await mutate("apiKeys.revoke", { id: key.id }, owner.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().result.data.revokedAt).toEqual(expect.any(String));
    expect((await mutate("apiKeys.revoke", { id: key.id }, owner.token)).statusCode).toBe(200);
    const [listed] = (await query("apiKeys.list", undefined, owner.token)).json().result.data;
    expect(listed.revokedAt).toEqual(expect.any(String));
  });
});

describe("authenticate", () => {
  it("accepts a good key, noting its use at most once a minute", async () => {
    const user = await withPlan("enterprise");
    const { id, key } = await createKey(user.token);
    const keys = service();
    await expect(keys.authenticate(key)).resolves.toEqual({ keyId: id, userId: user._id, role: "enterprise" });
    const firstUse = (await t.database.db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    expect(firstUse).toBeInstanceOf(Date);
    await keys.authenticate(key);
    expect((await t.database.db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toEqual(firstUse);
  });

  it("refuses unknown, malformed, revoked and expired keys with ApiKeyRefused (401)", async () => {
    const user = await withPlan("enterprise");
    const keys = service();
    const unknown = `ngk_${"A".repeat(43)}`;
    for (const bad of [unknown, "ngk_short", "", undefined]) {
      await expect(keys.authenticate(bad)).rejects.toBeInstanceOf(ApiKeyRefused);
    }
    await expect(keys.authenticate(unknown)).rejects.toMatchObject({ status: 401 });

    const revoked = await createKey(user.token);
    await keys.authenticate(revoked.key);
    // Revoked through the app while this service holds the key in its cache.
    expect((await mutate("apiKeys.revoke", { id: revoked.id }, user.token)).statusCode).toBe(200);
    await expect(keys.authenticate(revoked.key)).rejects.toThrow("This API key has been revoked");

    const expiring = await createKey(user.token, {
      name: "short",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await keys.authenticate(expiring.key);
    t.clock.advance(2 * 60_000);
    try {
      await expect(keys.authenticate(expiring.key)).rejects.toThrow("This API key has expired");
    } finally {
      t.clock.reset();
    }
  });

  it("refuses a downgraded or lapsed owner with a 403, and accepts again after renewal", async () => {
    const user = await withPlan("enterprise");
    const { key } = await createKey(user.token);
    const keys = service();
    await keys.authenticate(key);
    await setPlan(user._id, "professional", new Date(Date.now() + 30 * DAY));
    await expect(keys.authenticate(key)).rejects.toMatchObject({
      status: 403,
      message: "API access needs the Enterprise plan",
    });
    await setPlan(user._id, "enterprise", new Date(Date.now() + 30 * DAY));
    await expect(keys.authenticate(key)).resolves.toMatchObject({ userId: user._id });
    t.clock.advance(31 * DAY);
    try {
      await expect(keys.authenticate(key)).rejects.toMatchObject({ status: 403 });
    } finally {
      t.clock.reset();
    }
  });
});

describe("admin", () => {
  it("lists a user's keys and revokes one, both audited", async () => {
    const user = await withPlan("enterprise");
    const key = await createKey(user.token, { name: "server" });
    const listed = await query("admin.apiKeys.list", { userId: user._id }, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(key.key);
    expect(listed.json().result.data).toEqual([
      expect.objectContaining({ id: key.id, name: "server", prefix: key.prefix }),
    ]);
    expect((await query("admin.apiKeys.list", { userId: "no-such-user" }, admin)).statusCode).toBe(404);

    const revoked = await mutate("admin.apiKeys.revoke", { id: key.id }, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    await expect(service().authenticate(key.key)).rejects.toBeInstanceOf(ApiKeyRefused);
    expect((await mutate("admin.apiKeys.revoke", { id: "no-such-key" }, admin)).statusCode).toBe(404);

    const audit = await t.database.db.auditLog.findMany({
      where: { OR: [{ entityId: user._id }, { entityId: key.id }] },
      orderBy: { createdAt: "asc" },
      select: { action: true, entity: true, after: true },
    });
    expect(audit.map((entry) => [entry.action, entry.entity])).toEqual([
      ["apiKey.list", "User"],
      ["apiKey.revoke", "ApiKey"],
    ]);
    expect(JSON.stringify(audit)).not.toContain(key.key);
    expect(audit[1]?.after).toMatchObject({ name: "server", revokedAt: expect.any(String) });
  });

  it("refuses the admin procedures to a user", async () => {
    const user = await withPlan("enterprise");
    const key = await createKey(user.token);
    expect((await query("admin.apiKeys.list", { userId: user._id }, user.token)).statusCode).toBe(401);
    expect((await mutate("admin.apiKeys.revoke", { id: key.id }, user.token)).statusCode).toBe(401);
    expect((await t.database.db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).toBeNull();
  });
});
