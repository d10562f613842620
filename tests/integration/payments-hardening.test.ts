import { createTRPCClient, httpLink } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/router";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { sendWebhook, signPayment } from "../helpers/payments";

// Attacks found in review: each test fails on the code before the hardening.
const t = setupTestApp({ razorpay: true });
const MINUTE = 60 * 1000;
let trpcUrl = "";

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  trpcUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/trpc`;
});

const trpc = (token?: string) =>
  createTRPCClient<AppRouter>({
    links: [httpLink({ url: trpcUrl, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })],
  });

const sign = signPayment;

async function order(token: string, plan: "professional" | "enterprise") {
  const response = await post(t, "/api/payment/order", { plan }, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orderId: string }).orderId;
}

/** Razorpay captures a payment for the order, and Checkout hands back its signed ids. */
function capture(orderId: string) {
  const paymentId = t.razorpay.pay(orderId);
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId) };
}

const webhook = (event: object, eventId: string) => sendWebhook(t, event, eventId);

const paymentEvent = (event: string, orderId: string, paymentId: string, status: string, amount = 24900) => ({
  entity: "event",
  event,
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status } } },
});

const row = (orderId: string) => t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
const user = (id: string) =>
  t.database.db.user.findUniqueOrThrow({ where: { id }, select: { role: true, planExpiresAt: true } });
const ordersMadeFor = (userId: string) =>
  [...t.razorpay.orders.values()].filter((made) => made.notes.userId === userId).length;

describe("a bad signature changes nothing", () => {
  it("leaves someone's pending payment untouched (anonymous REST and tRPC, signed in, unknown order)", async () => {
    const victim = await signUp(t);
    const orderId = await order(victim.token, "professional");
    const before = await row(orderId);
    const genuine = capture(orderId);
    const forged = { ...genuine, razorpay_signature: "0".repeat(64) };

    const anonymous = await post(t, "/api/payment/verify", forged);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().message).toBe("Payment verification failed. Please contact support.");
    await expect(trpc().payment.verify.mutate(forged)).rejects.toThrow(
      "Payment verification failed. Please contact support.",
    );
    expect((await post(t, "/api/payment/verify", forged, victim.token)).statusCode).toBe(400);

    const after = await row(orderId);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: "created", failureReason: null, razorpayPaymentId: null });
    // The genuine Checkout answer still goes through afterwards.
    const paid = await post(t, "/api/payment/verify", genuine, victim.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().role).toBe("professional");

    // An unknown order: refused, nothing written.
    const payments = await t.database.db.payment.findMany({ orderBy: { id: "asc" } });
    expect((await post(t, "/api/payment/verify", capture("order_doesnotexist"))).statusCode).toBe(400);
    expect(await t.database.db.payment.findMany({ orderBy: { id: "asc" } })).toEqual(payments);
  });
});

describe("an older, cheaper order paid after a higher plan", () => {
  async function enterpriseWithOldProfessionalOrder() {
    const buyer = await signUp(t);
    const professional = await order(buyer.token, "professional");
    const enterprise = await order(buyer.token, "enterprise");
    const paid = await post(t, "/api/payment/verify", capture(enterprise), buyer.token);
    expect(paid.json().role).toBe("enterprise");
    return { buyer, professional, plan: await user(buyer._id) };
  }

  it("is recorded but keeps Enterprise and its end date (verify)", async () => {
    const { buyer, professional, plan } = await enterpriseWithOldProfessionalOrder();
    const late = await post(t, "/api/payment/verify", capture(professional), buyer.token);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ role: "enterprise", planStatus: "active" });
    expect(await user(buyer._id)).toEqual(plan);
    expect(await row(professional)).toMatchObject({ status: "completed", failureReason: null });
  });

  it("is recorded but keeps Enterprise and its end date (webhook)", async () => {
    const { buyer, professional, plan } = await enterpriseWithOldProfessionalOrder();
    const paymentId = t.razorpay.pay(professional);
    const delivered = await webhook(
      paymentEvent("payment.captured", professional, paymentId, "captured"),
      `evt_late_${professional}`,
    );
    expect(delivered.json()).toEqual({ status: "processed" });
    expect(await user(buyer._id)).toEqual(plan);
    expect(await row(professional)).toMatchObject({ status: "completed", razorpayPaymentId: paymentId });
  });
});

describe("pending orders", () => {
  it("reuses a recent pending order for the same plan instead of making another", async () => {
    const buyer = await signUp(t);
    const first = await order(buyer.token, "professional");
    const again = await trpc(buyer.token).payment.createOrder.mutate({ plan: "professional" });
    expect(again.orderId).toBe(first);
    expect(await order(buyer.token, "professional")).toBe(first);
    expect(ordersMadeFor(buyer._id)).toBe(1);
    expect(await t.database.db.payment.count({ where: { userId: buyer._id } })).toBe(1);

    // Past the reuse window a fresh order replaces the stale one.
    t.clock.advance(16 * MINUTE);
    try {
      const fresh = await order(buyer.token, "professional");
      expect(fresh).not.toBe(first);
      expect(ordersMadeFor(buyer._id)).toBe(2);
      expect(await row(first)).toMatchObject({ status: "failed", failureReason: "Replaced by a newer order" });
    } finally {
      t.clock.reset();
    }
  });

  it("gives parallel clicks for one plan the same order, made once", async () => {
    const buyer = await signUp(t);
    const clicks = await Promise.all(
      Array.from({ length: 12 }, () => post(t, "/api/payment/order", { plan: "enterprise" }, buyer.token)),
    );
    expect(clicks.map((click) => click.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(clicks.map((click) => click.json().orderId)).size).toBe(1);
    expect(ordersMadeFor(buyer._id)).toBe(1);
    expect(await t.database.db.payment.count({ where: { userId: buyer._id } })).toBe(1);
  });

  it("lets a person have at most 3 open orders across plans, then refuses a new one with a 429 until one is 15 minutes old", async () => {
    const buyer = await signUp(t);
    // Parallel clicks switching between the plans: whatever the order they run in, Razorpay gets at most 3 orders.
    const clicks = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(t, "/api/payment/order", { plan: i % 2 ? "enterprise" : "professional" }, buyer.token),
      ),
    );
    for (const click of clicks) expect([200, 429], click.body).toContain(click.statusCode);
    expect(ordersMadeFor(buyer._id)).toBeLessThanOrEqual(3);
    // Switching on, one click at a time, fills the rest.
    for (const plan of ["professional", "enterprise", "professional", "enterprise"] as const)
      await post(t, "/api/payment/order", { plan }, buyer.token);
    expect(ordersMadeFor(buyer._id)).toBe(3);
    const pending = await t.database.db.payment.findFirstOrThrow({
      where: { userId: buyer._id, status: "created" },
      select: { plan: true, razorpayOrderId: true },
    });
    const other = pending.plan === "enterprise" ? "professional" : "enterprise";
    const refused = await post(t, "/api/payment/order", { plan: other }, buyer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You started 3 payments in the last 15 minutes without completing them\. Please try again in 1?\d minutes?\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(ordersMadeFor(buyer._id)).toBe(3);
    // The order still open is handed back as before.
    expect(await order(buyer.token, pending.plan as "professional" | "enterprise")).toBe(pending.razorpayOrderId);

    t.clock.advance(16 * MINUTE);
    try {
      expect(await order(buyer.token, other)).not.toBe(pending.razorpayOrderId);
      expect(ordersMadeFor(buyer._id)).toBe(4);
    } finally {
      t.clock.reset();
    }
  });

  it("cancels an older pending order when another is created, yet honours its late capture", async () => {
    const buyer = await signUp(t);
    const professional = await order(buyer.token, "professional");
    const enterprise = await order(buyer.token, "enterprise");
    expect(await row(professional)).toMatchObject({ status: "failed", failureReason: "Replaced by a newer order" });
    expect(await row(enterprise)).toMatchObject({ status: "created" });

    // The money moved for the replaced order: the capture still counts.
    const late = await post(t, "/api/payment/verify", capture(professional), buyer.token);
    expect(late.statusCode, late.body).toBe(200);
    expect(await row(professional)).toMatchObject({ status: "completed", failureReason: null });
    expect((await user(buyer._id)).role).toBe("professional");

    // And it never takes away a higher plan bought in between.
    const paid = await post(t, "/api/payment/verify", capture(enterprise), buyer.token);
    expect(paid.json().role).toBe("enterprise");
    // A new order cancels only pending ones, never a completed payment.
    await order(buyer.token, "enterprise");
    expect(await row(professional)).toMatchObject({ status: "completed" });
  });
});

describe("webhooks act on the entity's status, not only the event's name", () => {
  it("ignores payment.captured whose payment is failed, and order.paid for an unpaid order", async () => {
    const buyer = await signUp(t);
    const orderId = await order(buyer.token, "professional");
    const paymentId = t.razorpay.pay(orderId, { status: "failed" });
    const before = await row(orderId);
    const event = paymentEvent("payment.captured", orderId, paymentId, "failed");
    expect((await webhook(event, `evt_captured_failed_${orderId}`)).json()).toEqual({ status: "ignored" });
    // Recorded as received: a redelivery is a duplicate.
    expect((await webhook(event, `evt_captured_failed_${orderId}`)).json()).toEqual({ status: "duplicate" });
    const orderPaid = (orderStatus: string, paymentStatus: string) => {
      const base = paymentEvent("order.paid", orderId, paymentId, paymentStatus);
      return {
        ...base,
        payload: { ...base.payload, order: { entity: { id: orderId, amount: 24900, status: orderStatus } } },
      };
    };
    expect((await webhook(orderPaid("attempted", "captured"), `evt_attempted_${orderId}`)).json()).toEqual({
      status: "ignored",
    });
    expect((await webhook(orderPaid("paid", "authorized"), `evt_authorized_${orderId}`)).json()).toEqual({
      status: "ignored",
    });
    expect(await row(orderId)).toEqual(before);
    expect(await user(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });

    // The genuine order.paid applies.
    expect((await webhook(orderPaid("paid", "captured"), `evt_paid_${orderId}`)).json()).toEqual({
      status: "processed",
    });
    expect((await user(buyer._id)).role).toBe("professional");
  });

  it("refuses a signed event whose fields have the wrong types, before recording it", async () => {
    const buyer = await signUp(t);
    const orderId = await order(buyer.token, "professional");
    const paymentId = t.razorpay.pay(orderId);
    const before = await row(orderId);
    const event = paymentEvent("payment.captured", orderId, paymentId, "captured", "24900" as unknown as number);
    const refused = await webhook(event, `evt_bad_types_${orderId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "Malformed webhook event",
      errors: [expect.stringMatching(/^payload\.payment\.entity\.amount: /)],
    });
    expect(await row(orderId)).toEqual(before);
    // Not recorded as received: the corrected redelivery under the same id applies.
    const fixed = await webhook(
      paymentEvent("payment.captured", orderId, paymentId, "captured"),
      `evt_bad_types_${orderId}`,
    );
    expect(fixed.json()).toEqual({ status: "processed" });
    expect((await user(buyer._id)).role).toBe("professional");
  });

  it("ignores payment.failed whose payment is captured", async () => {
    const buyer = await signUp(t);
    const orderId = await order(buyer.token, "professional");
    const paymentId = t.razorpay.pay(orderId);
    const before = await row(orderId);
    const event = paymentEvent("payment.failed", orderId, paymentId, "captured");
    expect((await webhook(event, `evt_failed_captured_${orderId}`)).json()).toEqual({ status: "ignored" });
    expect(await row(orderId)).toEqual(before);
  });

  it("ignores refund.processed whose refund is still pending", async () => {
    const buyer = await signUp(t);
    const orderId = await order(buyer.token, "professional");
    const checkout = capture(orderId);
    expect((await post(t, "/api/payment/verify", checkout, buyer.token)).statusCode).toBe(200);
    const before = await row(orderId);
    const plan = await user(buyer._id);
    const refund = (status: string) => ({
      entity: "event",
      event: "refund.processed",
      payload: {
        refund: { entity: { id: `rfnd_${orderId}`, payment_id: checkout.razorpay_payment_id, status } },
        payment: {
          entity: { id: checkout.razorpay_payment_id, order_id: orderId, amount: 24900, currency: "INR" },
        },
      },
    });
    expect((await webhook(refund("pending"), `evt_refund_pending_${orderId}`)).json()).toEqual({ status: "ignored" });
    expect(await row(orderId)).toEqual(before);
    expect(await user(buyer._id)).toEqual(plan);

    expect((await webhook(refund("processed"), `evt_refund_done_${orderId}`)).json()).toEqual({
      status: "processed",
    });
    expect(await user(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });
  });
});
