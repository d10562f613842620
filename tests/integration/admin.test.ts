import { beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { get, post, put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ upstream: true });
let adminToken = "";

beforeAll(async () => {
  await ensureAdmin(t.database.db, {
    username: "root",
    password: "Admin-Pass-2026!",
    name: "Asha Admin",
    email: "asha@nexgen.test",
  });
  const login = await post(t, "/api/admin/login", { username: "root", password: "Admin-Pass-2026!" });
  expect(login.statusCode, login.body).toBe(200);
  adminToken = login.json().token;
});

const del = (url: string, payload: unknown, token: string) =>
  t.app.inject({ method: "DELETE", url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

describe("admin identity", () => {
  it("logs in with the spec's response and refuses wrong passwords generically", async () => {
    const login = await post(t, "/api/admin/login", { username: "ROOT", password: "Admin-Pass-2026!" });
    expect(Object.keys(login.json()).sort()).toEqual(["_id", "name", "token", "username"]);
    expect(login.json()).toMatchObject({ name: "Asha Admin", username: "root" });
    const wrong = await post(t, "/api/admin/login", { username: "root", password: "nope" });
    const unknown = await post(t, "/api/admin/login", { username: "nobody", password: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it("never lets a user token act as an admin, nor an admin token as a user", async () => {
    const user = await signUp(t);
    for (const url of [
      "/api/admin/profile",
      "/api/admin/stats",
      "/api/admin/users",
      "/api/admin/payments",
      `/api/users/${user._id}`,
    ])
      expect((await get(t, url, user.token)).statusCode, url).toBe(401);
    expect((await get(t, "/api/users/profile", adminToken)).statusCode).toBe(401);
    expect(
      (await post(t, "/api/chat", { message: "hi", modelId: "x-ai/grok-4-fast:free" }, adminToken)).statusCode,
    ).toBe(401);
  });

  it("returns the admin profile and persists profile and password changes (current password required)", async () => {
    await ensureAdmin(t.database.db, { username: "second", password: "Quartz-Meadow-2026!" });
    const token = (await post(t, "/api/admin/login", { username: "second", password: "Quartz-Meadow-2026!" })).json()
      .token;
    const profile = (await get(t, "/api/admin/profile", token)).json();
    expect(Object.keys(profile).sort()).toEqual(["_id", "createdAt", "email", "lastLogin", "name", "username"]);
    const updated = await put(
      t,
      "/api/admin/profile",
      { name: "Second Admin", username: "second", email: "second@nexgen.test" },
      token,
    );
    expect(updated.json()).toMatchObject({ message: "Profile updated successfully", admin: { name: "Second Admin" } });
    const wrong = await put(
      t,
      "/api/admin/change-password",
      { currentPassword: "bad", newPassword: "New-Admin-Pass-1" },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    const short = await put(
      t,
      "/api/admin/change-password",
      { currentPassword: "Quartz-Meadow-2026!", newPassword: "short" },
      token,
    );
    expect(short.json().message).toBe("New password must be at least 8 characters long");
    const ok = await put(
      t,
      "/api/admin/change-password",
      { currentPassword: "Quartz-Meadow-2026!", newPassword: "New-Admin-Pass-1" },
      token,
    );
    expect(ok.json()).toEqual({ message: "Password changed successfully" });
    expect((await post(t, "/api/admin/login", { username: "second", password: "New-Admin-Pass-1" })).statusCode).toBe(
      200,
    );
  });
});

const MODEL_INPUT = {
  modelId: "a/b:free",
  name: "n",
  description: "d",
  provider: "p",
  performance: "Fast",
  context: "8K",
  category: "c",
  tier: "starter",
};

describe("every admin call", () => {
  const calls: Array<[string, string, unknown?]> = [
    ["GET", "/api/admin/profile"],
    ["PUT", "/api/admin/profile", { name: "Asha Admin", username: "root", email: "asha@nexgen.test" }],
    ["PUT", "/api/admin/change-password", { currentPassword: "x", newPassword: "yyyyyyyy" }],
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/users/some-id"],
    ["PUT", "/api/users/some-id", { name: "A", username: "abc", email: "a@b.co", role: "starter" }],
    ["DELETE", "/api/users/delete", { userId: "some-id" }],
    ["GET", "/api/admin/payment-stats"],
    ["GET", "/api/admin/payments"],
    ["GET", "/api/admin/models"],
    ["POST", "/api/admin/models", MODEL_INPUT],
    ["PUT", "/api/admin/models/some-id", MODEL_INPUT],
    ["DELETE", "/api/admin/models/some-id"],
    ["GET", "/api/admin/contact-messages"],
    ["GET", "/api/admin/audit-log"],
  ];

  it("is refused without a token and with a user token, and allowed with an admin token", async () => {
    const user = await signUp(t);
    for (const [method, url, payload] of calls) {
      const call = (token?: string) =>
        t.app.inject({
          method: method as "GET",
          url,
          payload: payload as object,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await call()).statusCode, `${method} ${url} without a token`).toBe(401);
      expect((await call(user.token)).statusCode, `${method} ${url} with a user token`).toBe(401);
      const allowed = await call(adminToken);
      expect(allowed.statusCode, `${method} ${url} with the admin token`).not.toBe(401);
      expect(allowed.statusCode).toBeLessThan(500);
    }
  });
});

describe("admin sessions", () => {
  it("refreshes within the 8-hour session, not after, and logout revokes it", async () => {
    const token = (await post(t, "/api/admin/login", { username: "root", password: "Admin-Pass-2026!" })).json().token;
    expect((await post(t, "/api/admin/refresh", undefined, token)).statusCode).toBe(200);
    t.clock.advance(8 * 60 * 60 * 1000 + 1000);
    try {
      expect((await post(t, "/api/admin/refresh", undefined, token)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
    const other = (await post(t, "/api/admin/login", { username: "root", password: "Admin-Pass-2026!" })).json().token;
    expect((await post(t, "/api/admin/logout", undefined, other)).statusCode).toBe(200);
    expect((await get(t, "/api/admin/profile", other)).statusCode).toBe(401);
  });
});

describe("users", () => {
  it("lists, searches and filters users on the server, and counts them", async () => {
    const meera = await signUp(t, { name: "Meera Searchable" });
    await t.database.db.user.update({ where: { id: meera._id }, data: { role: "enterprise" } });
    const list = (await get(t, "/api/admin/users", adminToken)).json();
    expect(Array.isArray(list)).toBe(true);
    expect(Object.keys(list[0]).sort()).toEqual([
      "_id",
      "createdAt",
      "email",
      "lastLogin",
      "locale",
      "name",
      "planExpiresAt",
      "role",
      "username",
    ]);
    const found = (await get(t, "/api/admin/users?q=SEARCHABLE", adminToken)).json();
    expect(found.map((user: { _id: string }) => user._id)).toEqual([meera._id]);
    const enterprise = (await get(t, "/api/admin/users?role=enterprise", adminToken)).json();
    expect(enterprise.every((user: { role: string }) => user.role === "enterprise")).toBe(true);
    const page = (
      await t.app.inject({
        method: "GET",
        url: "/trpc/admin.users?input=%7B%22pageSize%22%3A1%7D",
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json().result.data;
    expect(page.users).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    const stats = (await get(t, "/api/admin/stats", adminToken)).json();
    expect(stats.enterpriseUsers).toBeGreaterThanOrEqual(1);
    expect(stats.totalUsers).toBe(stats.starterUsers + stats.professionalUsers + stats.enterpriseUsers);
    expect(stats.signupsByDay).toHaveLength(30);
    expect(stats.signupsByDay.at(-1).count).toBeGreaterThanOrEqual(1);
  });

  it("validates edits (format, uniqueness, role) and applies a role change on the user's next request", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const base = { name: "Edited Name", username: user.username, email: user.email, role: "professional" };
    expect((await put(t, `/api/users/${user._id}`, { ...base, email: "not-an-email" }, adminToken)).statusCode).toBe(
      400,
    );
    expect((await put(t, `/api/users/${user._id}`, { ...base, role: "admin" }, adminToken)).statusCode).toBe(400);
    const taken = await put(t, `/api/users/${user._id}`, { ...base, username: other.username }, adminToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("This username is already taken");

    expect(
      (await post(t, "/api/chat", { message: "hi", modelId: "moonshotai/kimi-dev-72b:free" }, user.token)).statusCode,
    ).toBe(403);
    const saved = await put(t, `/api/users/${user._id}`, base, adminToken);
    expect(saved.json()).toMatchObject({ message: "User updated successfully" });
    expect(
      (await post(t, "/api/chat", { message: "hi", modelId: "moonshotai/kimi-dev-72b:free" }, user.token)).statusCode,
    ).toBe(200);
    expect((await get(t, `/api/users/${user._id}`, adminToken)).json()).toMatchObject({
      name: "Edited Name",
      role: "professional",
    });
    expect((await get(t, "/api/users/00000000-missing", adminToken)).statusCode).toBe(404);
  });

  it("deletes a user: tokens stop working, conversations go, payments stay as 'N/A'", async () => {
    const user = await signUp(t);
    await post(t, "/api/chat", { message: "remember me", modelId: "x-ai/grok-4-fast:free" }, user.token);
    const payment = await t.database.db.payment.create({
      data: {
        userId: user._id,
        plan: "professional",
        amount: 24900,
        razorpayOrderId: `order_del_${user._id}`,
        status: "completed",
      },
    });
    const deleted = await del("/api/users/delete", { userId: user._id }, adminToken);
    expect(deleted.json()).toEqual({ message: "User deleted successfully" });
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(401);
    expect(await t.database.db.conversation.count({ where: { userId: user._id } })).toBe(0);
    const kept = await t.database.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(kept.userId).toBeNull();
    const listed = (await get(t, "/api/admin/payments", adminToken)).json();
    expect(listed.find((entry: { _id: string }) => entry._id === payment.id).userId).toBeNull();
    expect((await del("/api/users/delete", { userId: user._id }, adminToken)).statusCode).toBe(404);
  });
});

describe("payments, catalogue and audit", () => {
  it("reports payment stats and filters payments", async () => {
    const stats = (await get(t, "/api/admin/payment-stats", adminToken)).json();
    expect(Object.keys(stats).sort()).toEqual(
      [
        "completedPayments",
        "enterprisePayments",
        "failedPayments",
        "professionalPayments",
        "recentPayments",
        "refundedPayments",
        "totalPayments",
        "totalRevenue",
      ].sort(),
    );
    const failed = (await get(t, "/api/admin/payments?status=failed", adminToken)).json();
    expect(failed.every((payment: { status: string }) => payment.status === "failed")).toBe(true);
  });

  it("persists catalogue edits; moving a tier changes chat gating and /models at once", async () => {
    const user = await signUp(t);
    const models = (await get(t, "/api/admin/models", adminToken)).json();
    const kimi = models.find((model: { modelId: string }) => model.modelId === "moonshotai/kimi-dev-72b:free");
    const { id, sortOrder: _sortOrder, ...fields } = kimi;
    expect(kimi.vision).toBe(false);
    expect(kimi.webSearch).toBe(true);
    const moved = await put(
      t,
      `/api/admin/models/${id}`,
      { ...fields, tier: "starter", vision: true, webSearch: false },
      adminToken,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // Issue #30: the admin says which models read images; the public catalogue says so too.
    expect(moved.json().vision).toBe(true);
    // Issue #31: the admin's switch per model for web search.
    expect(moved.json().webSearch).toBe(false);
    expect((await post(t, "/api/chat", { message: "hi", modelId: kimi.modelId }, user.token)).statusCode).toBe(200);
    const publicList = (await get(t, "/api/models")).json().models;
    expect(publicList.find((model: { modelId: string }) => model.modelId === kimi.modelId)).toMatchObject({
      tier: "starter",
      vision: true,
      webSearch: false,
    });
    expect(publicList.find((model: { modelId: string }) => model.modelId === "x-ai/grok-4-fast:free").vision).toBe(
      true,
    );

    const created = await post(
      t,
      "/api/admin/models",
      { ...fields, modelId: "acme/new-model:free", name: "Acme New", tier: "enterprise" },
      adminToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((await post(t, "/api/admin/models", { ...fields, tier: "enterprise" }, adminToken)).statusCode).toBe(409);
    const removed = await del(`/api/admin/models/${created.json().id}`, undefined, adminToken);
    expect(removed.statusCode).toBe(200);
    expect(
      (await get(t, "/api/models"))
        .json()
        .models.some((model: { modelId: string }) => model.modelId === "acme/new-model:free"),
    ).toBe(false);
  });

  it("writes every change to the audit log, with who, what and before/after", async () => {
    const log = (await get(t, "/api/admin/audit-log", adminToken)).json();
    const actions = log.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["user.update", "user.delete", "model.update", "model.create", "model.delete"]),
    );
    const update = log.entries.find((entry: { action: string }) => entry.action === "model.update");
    expect(update).toMatchObject({
      adminName: "Asha Admin",
      entity: "Model",
      before: { tier: "professional" },
      after: { tier: "starter" },
    });
  });
});
