import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import type { AppRouter } from "../../server/router";
import { allowanceResetsAt, usageDay } from "../../shared/allowance";
import { get, post, put, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// The product's own allowances (Starter 30 credits a day), not the raised ones other files use.
// The day's credits are written behind the app's back here, as another instance's turns would be: an instance
// that had not read them could admit one more turn from memory (D220), so every turn asks first.
const t = setupTestApp({ upstream: true, allowances: "default", env: { ADMIT_FROM_MEMORY_MS: "0" } });
const FREE = "x-ai/grok-4-fast:free";
const PRO = "google/gemma-3n-e2b-it:free";

afterEach(() => t.clock.reset());

/** Credits `userId` has used on the allowance day of `at`. */
async function usedOn(userId: string, at = t.clock.now()) {
  const row = await t.database.db.usageDay.findUnique({
    where: { userId_day: { userId, day: new Date(`${usageDay(at)}T00:00:00.000Z`) } },
    select: { used: true },
  });
  return row?.used ?? 0;
}

async function setUsed(userId: string, used: number) {
  const day = new Date(`${usageDay(t.clock.now())}T00:00:00.000Z`);
  await t.database.db.usageDay.upsert({
    where: { userId_day: { userId, day } },
    create: { userId, day, used },
    update: { used },
  });
}

async function starter() {
  return signUp(t);
}

async function withRole(role: "professional" | "enterprise") {
  const user = await signUp(t);
  await t.database.db.user.update({ where: { id: user._id }, data: { role } });
  return (await post(t, "/api/users/login", { email: user.email, password: user.password })).json().token as string;
}

describe("daily allowance", () => {
  it("charges each turn by the model's credits and refuses the turn that does not fit, with the numbers", async () => {
    const user = await starter();
    await setUsed(user._id, 29);
    const last = await post(t, "/api/chat", { message: "last one", modelId: FREE }, user.token);
    expect(last.statusCode, last.body).toBe(200);
    expect(await usedOn(user._id)).toBe(30);

    const requestsBefore = t.upstream.requests.length;
    const refused = await post(t, "/api/chat", { message: "one more", modelId: FREE }, user.token);
    expect(refused.statusCode).toBe(429);
    const resetsAt = allowanceResetsAt(t.clock.now());
    expect(refused.json()).toEqual({
      success: false,
      error: "You have used today's 30 credits on the Starter plan. They renew at 00:00 IST, or upgrade for more.",
      limit: 30,
      used: 30,
      resetsAt: resetsAt.toISOString(),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await usedOn(user._id)).toBe(30);
    // Refused before anything streamed: the stream endpoint answers a plain 429, and tRPC the same code.
    const stream = await post(t, "/api/chat/stream", { message: "again", modelId: FREE }, user.token);
    expect(stream.statusCode).toBe(429);
    expect(stream.headers["content-type"]).toMatch(/application\/json/);
    await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => {});
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/trpc`;
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url, headers: () => ({ authorization: `Bearer ${user.token}` }) })],
    });
    const viaTrpc = await (async () => {
      for await (const _event of await client.chat.send.mutate({ message: "again", modelId: FREE })) {
        // A refused turn yields nothing.
      }
    })().catch((error: unknown) => error as TRPCClientError<AppRouter>);
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect(viaTrpc?.data).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429, extra: { limit: 30, used: 30 } });
    // Nothing of the refused turns was stored.
    expect(await t.database.db.message.count({ where: { conversation: { userId: user._id } } })).toBe(2);
    expect(t.upstream.requests.length - requestsBefore).toBeLessThanOrEqual(3);
  });

  it("charges a Professional model 2 credits, and says so when fewer are left", async () => {
    const token = await withRole("professional");
    const profile = (await get(t, "/api/users/profile", token)).json();
    expect((await post(t, "/api/chat", { message: "hi", modelId: PRO }, token)).statusCode).toBe(200);
    expect(await usedOn(profile._id)).toBe(2);
    await setUsed(profile._id, 299);
    const refused = await post(t, "/api/chat", { message: "hi", modelId: PRO }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^This model needs 2 credits per message and you have 1 left today/);
    // One credit still buys a Starter model's message.
    expect((await post(t, "/api/chat", { message: "hi", modelId: FREE }, token)).statusCode).toBe(200);
    expect(await usedOn(profile._id)).toBe(300);
  });

  it("accepts exactly one of twenty parallel turns when one credit is left", async () => {
    const user = await starter();
    await setUsed(user._id, 29);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(t, index % 2 ? "/api/chat" : "/api/chat/stream", { message: `race ${index}`, modelId: FREE }, user.token),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    expect(await usedOn(user._id)).toBe(30);
  });

  it("renews at 00:00 IST (the day is India's, not the server's)", async () => {
    const user = await starter();
    // One minute before midnight in India.
    const beforeMidnight = allowanceResetsAt(new Date()).getTime() - 60_000;
    t.clock.advance(beforeMidnight - Date.now());
    await setUsed(user._id, 30);
    expect((await post(t, "/api/chat", { message: "late", modelId: FREE }, user.token)).statusCode).toBe(429);
    const today = (
      await t.app.inject({
        method: "GET",
        url: "/trpc/usage.today",
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json().result.data;
    expect(today).toMatchObject({ plan: "starter", limit: 30, used: 30, remaining: 0 });
    const rest = await get(t, "/api/usage", user.token);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ ...today, resetsAt: allowanceResetsAt(t.clock.now()).toISOString() });
    expect((await get(t, "/api/usage")).statusCode).toBe(401);

    t.clock.advance(2 * 60_000);
    const after = await post(t, "/api/chat", { message: "new day", modelId: FREE }, user.token);
    expect(after.statusCode, after.body).toBe(200);
    expect(await usedOn(user._id)).toBe(1);
  });

  it("refunds a turn that fails before its first token, and keeps a stopped one charged", async () => {
    const user = await starter();
    const failed = await post(t, "/api/chat", { message: "status:500", modelId: FREE }, user.token);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await usedOn(user._id)).toBe(0);
    // A reply cut off after its first tokens was delivered in part: it stays charged.
    const cut = await post(t, "/api/chat", { message: "cut", modelId: FREE }, user.token);
    expect(cut.statusCode).toBe(503);
    expect(await usedOn(user._id)).toBe(1);
  });

  it("is not lifted by RATE_LIMITS=off, and an admin raises it in settings or grants credits, audited", async () => {
    expect(t.config.RATE_LIMITS).toBe("off");
    const user = await starter();
    await setUsed(user._id, 30);
    expect((await post(t, "/api/chat", { message: "x", modelId: FREE }, user.token)).statusCode).toBe(429);

    await ensureAdmin(t.database.db, { username: "ledger", password: "Harbour-Lantern-2026!" });
    const admin = (await post(t, "/api/admin/login", { username: "ledger", password: "Harbour-Lantern-2026!" })).json()
      .token as string;
    const call = (path: string, input: unknown) => trpcMutation(t, path, input, admin);
    const granted = await call("admin.usage.grant", { userId: user._id, credits: 2 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await post(t, "/api/chat", { message: "x", modelId: FREE }, user.token)).statusCode).toBe(200);
    expect((await post(t, "/api/chat", { message: "x", modelId: FREE }, user.token)).statusCode).toBe(200);
    expect((await post(t, "/api/chat", { message: "x", modelId: FREE }, user.token)).statusCode).toBe(429);

    const raised = await call("admin.usage.updateSettings", {
      dailyCredits: { starter: 40, professional: 300, enterprise: 1500 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await post(t, "/api/chat", { message: "x", modelId: FREE }, user.token)).statusCode).toBe(200);
    const bad = await call("admin.usage.updateSettings", {
      dailyCredits: { starter: -1, professional: 300, enterprise: 1500 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Daily credits for Starter cannot be negative");
    // A user cannot do either.
    const byUser = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.usage.grant",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      payload: { userId: user._id, credits: 1000 },
    });
    expect(byUser.statusCode).toBe(401);
    const actions = await t.database.db.auditLog.findMany({
      where: { action: { startsWith: "usage" } },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toContain("usage.grant.today");
    expect(await t.database.db.auditLog.count({ where: { action: "settings.usage.update" } })).toBe(1);
  });

  it("an edited model price is what a turn costs", async () => {
    await ensureAdmin(t.database.db, { username: "pricer", password: "Harbour-Lantern-2026!" });
    const admin = (await post(t, "/api/admin/login", { username: "pricer", password: "Harbour-Lantern-2026!" })).json()
      .token as string;
    const models = (await get(t, "/api/admin/models", admin)).json() as Array<Record<string, unknown>>;
    const grok = models.find((model) => model.modelId === FREE);
    expect(grok?.credits).toBe(1);
    const updated = await put(t, `/api/admin/models/${grok?.id}`, { ...grok, credits: 3 }, admin);
    expect(updated.statusCode, updated.body).toBe(200);
    const user = await starter();
    expect((await post(t, "/api/chat", { message: "x", modelId: FREE }, user.token)).statusCode).toBe(200);
    expect(await usedOn(user._id)).toBe(3);
    await put(t, `/api/admin/models/${grok?.id}`, { ...grok, credits: 1 }, admin);
  });
});
