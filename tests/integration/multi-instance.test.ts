import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { createChangeBus } from "../../server/core/change-bus";
import { hmacHex } from "../../server/lib/hmac";
import { usageDay } from "../../shared/allowance";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { type FakeOpenRouter, startFakeOpenRouter } from "../helpers/fake-openrouter";
import { type FakeRazorpay, startFakeRazorpay } from "../helpers/fake-razorpay";
import {
  call,
  type Instance,
  instanceEnv,
  signUpAcross,
  startInstance as startServer,
  stopAll,
  within1s,
} from "../helpers/instances";
import { capturedEvent, webhookDelivery } from "../helpers/payments";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import { parseEvents, streamedText, streamUntilThenDisconnect } from "../helpers/streams";

// Two real app processes (server/main.ts) on one database, sharing nothing else.
const RAZORPAY = { keyId: "rzp_test_multi", keySecret: "multi-key-secret", webhookSecret: "multi-webhook-secret" };
const ADMIN = { username: "multi_admin", password: "Multi-Admin-Pass-2026!" };

let database: TestDatabase;
let mail: SmtpSink;
let razorpay: FakeRazorpay;
let upstream: FakeOpenRouter;
const instances: Instance[] = [];

async function startInstance() {
  const instance = await startServer(
    instanceEnv(
      {
        databaseUrl: database.url,
        smtpUrl: mail.url,
        razorpay: { ...RAZORPAY, apiUrl: razorpay.apiUrl },
        upstreamUrl: upstream.baseUrl,
      },
      { RATE_LIMITS: "on" },
    ),
  );
  instances.push(instance);
  return instance.url;
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startSmtpSink();
  razorpay = await startFakeRazorpay(RAZORPAY);
  upstream = await startFakeOpenRouter();
  await ensureAdmin(database.db, ADMIN);
  await Promise.all([startInstance(), startInstance()]);
}, 90_000);

afterAll(() => stopAll(instances, database, mail, razorpay, upstream));

describe("two instances on one database", () => {
  it("share code cooldowns, sessions, revocation and login throttling", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const account = {
      name: "Two Hosts",
      username: `two_${Date.now()}`,
      email: `two.${Date.now()}@example.com`,
      password: "Tangerine-Otter-42",
    };
    expect((await call(a, "POST", "/api/users/pre-register", account)).status).toBe(200);
    const code = (await mail.next(account.email)).code;
    const resend = await call(b, "POST", "/api/otp/resend-otp", { email: account.email });
    expect(resend.status).toBe(429);
    // The first resend waits 30 s (later ones 300 s), counted from the send on the other instance.
    expect(resend.json.cooldown).toBeGreaterThan(20);
    expect(resend.json.cooldown).toBeLessThanOrEqual(30);

    const registered = await call(b, "POST", "/api/users/register", { ...account, otp: code });
    expect(registered.status).toBe(201);
    const token = registered.json.token as string;
    expect((await call(a, "GET", "/api/users/profile", undefined, token)).status).toBe(200);
    expect((await call(b, "POST", "/api/users/logout", undefined, token)).status).toBe(200);
    expect((await call(b, "GET", "/api/users/profile", undefined, token)).status).toBe(401);
    const profileOnA = async () => (await call(a, "GET", "/api/users/profile", undefined, token)).status;
    expect(await within1s(profileOnA, 401)).toBe(401);

    for (let attempt = 0; attempt < 5; attempt++) {
      const host = attempt % 2 === 0 ? a : b;
      expect(
        (await call(host, "POST", "/api/users/login", { email: account.email, password: "Wrong-Pass-1!" })).status,
      ).toBe(401);
    }
    expect(
      (await call(a, "POST", "/api/users/login", { email: account.email, password: account.password })).status,
    ).toBe(429);
  });

  it("hold a daily allowance exactly: of twenty parallel turns over both, with one credit left, one is accepted", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const { id: userId, token } = await signUpAcross(mail, { codeOn: a, registerOn: b }, { name: "Last Credit" });
    const day = new Date(`${usageDay(new Date())}T00:00:00.000Z`);
    await database.db.usageDay.create({ data: { userId, day, used: 29 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(
          index % 2 ? a : b,
          "POST",
          "/api/chat",
          { message: `race ${index}`, modelId: "x-ai/grok-4-fast:free" },
          token,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    const row = await database.db.usageDay.findUniqueOrThrow({
      where: { userId_day: { userId, day } },
    });
    expect(row.used).toBe(30);
  });

  it("follow a reply written on the other instance, in order with nothing lost or doubled, and stop one there", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const { token } = await signUpAcross(mail, { codeOn: a, registerOn: b }, { name: "Two Tabs" });
    const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index} `).join("");

    // Written by A, whose reader goes away after five words; read again on B.
    const first = await streamUntilThenDisconnect(a, token, "slow:40", "word4 ");
    const response = await fetch(`${b}/api/chat/messages/${first.replyId}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const events = parseEvents(await response.text());
    const [meta] = events;
    expect(meta?.event).toBe("meta");
    expect(String(meta?.data.content).length).toBeLessThan(words(40).length);
    const text = streamedText(events);
    expect(text).toBe(words(40));
    expect(events.at(-1)?.event).toBe("done");
    const opened = await call(b, "GET", `/api/chat/conversation/${first.conversationId}`, undefined, token);
    expect(opened.json.conversation).toMatchObject({ messages: [{}, { status: "complete", content: words(40) }] });

    // Written by A, stopped from B: stored as stopped by the time B answers.
    const second = await streamUntilThenDisconnect(a, token, "slow:60", "word2 ");
    const stop = await call(b, "POST", `/api/chat/messages/${second.replyId}/stop`, {}, token);
    expect(stop.json).toEqual({ success: true, stopped: true });
    const stopped = await database.db.message.findUniqueOrThrow({ where: { id: second.replyId } });
    expect(stopped.status).toBe("stopped");
    expect(stopped.content).toMatch(/^word0 word1 word2 /);
    expect(stopped.content).not.toContain("word59");
  });

  it("take an order on one instance, verify it on the other, and deduplicate webhooks across both", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const { token } = await signUpAcross(mail, { codeOn: b, registerOn: a }, { name: "Payer" });

    const chatOnA = async () =>
      (await call(a, "POST", "/api/chat", { message: "hi", modelId: "google/gemma-3n-e2b-it:free" }, token)).status;
    expect(await chatOnA()).toBe(403);
    const order = await call(a, "POST", "/api/payment/order", { plan: "professional" }, token);
    expect(order.status).toBe(200);
    const orderId = order.json.orderId as string;
    const paymentId = razorpay.pay(orderId);
    const signature = hmacHex(RAZORPAY.keySecret, `${orderId}|${paymentId}`);
    const verified = await call(
      b,
      "POST",
      "/api/payment/verify",
      { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
      token,
    );
    expect(verified.status).toBe(200);
    expect(verified.json.role).toBe("professional");
    // The plan bought on B opens the model on A, which had the account in memory as Starter.
    expect(await within1s(chatOnA, 200)).toBe(200);

    const delivery = webhookDelivery(capturedEvent(orderId, paymentId), `evt_multi_${orderId}`, RAZORPAY.webhookSecret);
    const deliver = (host: string) =>
      fetch(`${host}/api/payment/webhook`, { method: "POST", ...delivery }).then(
        (response) => response.json() as Promise<{ status: string }>,
      );
    const statuses = (await Promise.all([deliver(a), deliver(b)])).map((result) => result.status).sort();
    expect(statuses).toEqual(["duplicate", "processed"]);
    expect(await database.db.payment.count({ where: { razorpayOrderId: orderId, status: "completed" } })).toBe(1);
  });

  it("show an admin's catalogue edit on the other instance at once, for /api/models and chat gating", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const { token } = await signUpAcross(mail, { codeOn: a, registerOn: a }, { name: "Starter User" });
    const admin = (await call(a, "POST", "/api/admin/login", ADMIN)).json.token as string;
    const models = (await call(a, "GET", "/api/admin/models", undefined, admin)).json as unknown as Array<
      Record<string, unknown>
    >;
    const kimi = models.find((model) => model.modelId === "moonshotai/kimi-dev-72b:free");
    if (!kimi) throw new Error("the seeded catalogue has no kimi");
    const { id, sortOrder: _sortOrder, ...fields } = kimi;
    const tierOnB = async () =>
      ((await call(b, "GET", "/api/models")).json.models as Array<{ modelId: string; tier: string }>).find(
        (model) => model.modelId === kimi.modelId,
      )?.tier;
    const chatOnB = () => call(b, "POST", "/api/chat", { message: "hi", modelId: kimi.modelId }, token);

    // B has the catalogue in memory (and refuses the model) just before the edit,
    // so only an invalidation, not its 5-second expiry, can show the edit within a second.
    expect(await tierOnB()).toBe("professional");
    expect((await chatOnB()).status).toBe(403);
    const moved = await call(a, "PUT", `/api/admin/models/${id}`, { ...fields, tier: "starter" }, admin);
    expect(moved.status).toBe(200);
    expect(await within1s(tierOnB, "starter")).toBe("starter");
    expect((await chatOnB()).status).toBe(200);
  });

  it("honour a key revoked on one instance on the other within a second", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const { id: userId, token } = await signUpAcross(mail, { codeOn: a, registerOn: a }, { name: "Key Holder" });
    // As a payment would: the plan is written, then announced so both instances drop the cached Starter account.
    await database.db.user.update({
      where: { id: userId },
      data: { role: "enterprise", planExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) },
    });
    const bus = createChangeBus({ db: database.db, log: { info() {}, warn() {}, error() {} }, listen: false });
    await bus.publish("user", userId);
    await bus.close();

    // A hears of the new plan a few milliseconds after the commit, like any other change.
    const deadline = Date.now() + 1_000;
    let created = await call(a, "POST", "/trpc/apiKeys.create", { name: "CI" }, token);
    while (created.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      created = await call(a, "POST", "/trpc/apiKeys.create", { name: "CI" }, token);
    }
    expect(created.status).toBe(200);
    const { id, key } = (created.json.result as { data: { id: string; key: string } }).data;
    const modelsOnB = async () => (await call(b, "GET", "/v1/models", undefined, key)).status;
    // B now has the key in memory, so only the revocation's announcement, not its cache expiry, can refuse it in time.
    expect(await modelsOnB()).toBe(200);

    const revoked = await call(a, "POST", "/trpc/apiKeys.revoke", { id }, token);
    expect(revoked.status).toBe(200);
    expect(await within1s(modelsOnB, 401)).toBe(401);
  });
});
