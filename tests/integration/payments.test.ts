import { describe, expect, it } from "vitest";
import { hmacHex } from "../../server/lib/hmac";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp, TEST_RAZORPAY } from "../helpers/app";
import { capturedEvent, sendWebhook, signPayment } from "../helpers/payments";

const t = setupTestApp({ razorpay: true });
const DAY = 24 * 60 * 60 * 1000;

const sign = signPayment;

async function order(token: string, plan = "professional", extra: Record<string, unknown> = {}) {
  const response = await post(t, "/api/payment/order", { plan, ...extra }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderId: string; amount: number; currency: string; planName: string; keyId: string };
}

async function pay(token: string | undefined, orderId: string, overrides: Record<string, unknown> = {}) {
  const paymentId = t.razorpay.pay(orderId, overrides);
  const response = await post(
    t,
    "/api/payment/verify",
    {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(orderId, paymentId),
      plan: "professional",
    },
    token,
  );
  return { response, paymentId };
}

const webhook = (body: string, eventId: string, secret?: string) => sendWebhook(t, body, eventId, secret);

async function user(id: string) {
  return t.database.db.user.findUniqueOrThrow({ where: { id }, select: { role: true, planExpiresAt: true } });
}

describe("signatures (known-good vectors of docs/architecture.md#facts-about-this-environment)", () => {
  it("computes Razorpay's payment and webhook signatures", () => {
    expect(hmacHex("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l")).toBe(
      "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
    );
    expect(hmacHex("123456", '{"a":1,"b":2,"c":{"d":3}}')).toBe(
      "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
    );
  });
});

describe("orders", () => {
  it("creates a Razorpay order for the plan's price, whatever amount the client sends", async () => {
    const buyer = await signUp(t);
    const created = await order(buyer.token, "professional", { amount: 100, currency: "USD" });
    expect(created).toMatchObject({
      amount: 24900,
      currency: "INR",
      planName: "Professional",
      keyId: TEST_RAZORPAY.keyId,
    });
    const remote = t.razorpay.orders.get(created.orderId);
    expect(remote).toMatchObject({
      amount: 24900,
      currency: "INR",
      notes: { userId: buyer._id, plan: "professional" },
    });
    expect(remote?.receipt.length).toBeLessThanOrEqual(40);
    const row = await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: created.orderId } });
    expect(row).toMatchObject({ userId: buyer._id, plan: "professional", amount: 24900, status: "created" });
    expect((await order(buyer.token, "enterprise")).amount).toBe(59900);
  });

  it("refuses Starter, unknown plans and anonymous callers", async () => {
    const buyer = await signUp(t);
    const starter = await post(t, "/api/payment/order", { plan: "starter" }, buyer.token);
    expect(starter.statusCode).toBe(400);
    expect(starter.json().message).toBe("Starter is free: there is nothing to pay");
    expect((await post(t, "/api/payment/order", { plan: "platinum" }, buyer.token)).statusCode).toBe(400);
    expect((await post(t, "/api/payment/order", { plan: "professional" })).statusCode).toBe(401);
  });
});

describe("verify", () => {
  it("grants the plan for 30 days after checking the signature and the capture", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const { response, paymentId } = await pay(buyer.token, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      role: "professional",
      planStatus: "active",
      message: "Payment successful! You are now on the Professional plan.",
    });
    const after = await user(buyer._id);
    expect(after.role).toBe("professional");
    expect(Math.abs((after.planExpiresAt?.getTime() ?? 0) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const row = await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
    expect(row).toMatchObject({ status: "completed", razorpayPaymentId: paymentId });

    const status = await get(t, "/api/payment/status", buyer.token);
    expect(status.json()).toMatchObject({ role: "professional", planStatus: "active" });
    // A professional model is usable at once.
    expect((await get(t, "/api/users/profile", buyer.token)).json().role).toBe("professional");
  });

  it("refuses a tampered signature and changes nothing", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const paymentId = t.razorpay.pay(orderId);
    const response = await post(t, "/api/payment/verify", {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(orderId, paymentId).replace(/^./, (c) => (c === "a" ? "b" : "a")),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Payment verification failed. Please contact support.");
    expect((await user(buyer._id)).role).toBe("starter");
    expect((await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } })).status).toBe(
      "created",
    );
  });

  it("refuses another user's order", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { orderId } = await order(owner.token);
    const { response } = await pay(other.token, orderId);
    expect(response.statusCode).toBe(400);
    expect((await user(other._id)).role).toBe("starter");
    expect((await user(owner._id)).role).toBe("starter");
  });

  it.each([
    ["an amount that differs from the order", { amount: 100 }],
    ["another currency", { currency: "USD" }],
    ["a payment that is not captured", { status: "authorized" }],
  ])("refuses %s", async (_label, overrides) => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const { response } = await pay(buyer.token, orderId, overrides);
    expect(response.statusCode).toBe(400);
    expect((await user(buyer._id)).role).toBe("starter");
  });

  it("applies the plan once for ten parallel verifies and three webhooks of one payment", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const paymentId = t.razorpay.pay(orderId);
    const body = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(orderId, paymentId),
    };
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => post(t, "/api/payment/verify", body, buyer.token)),
      ...Array.from({ length: 3 }, (_, index) =>
        webhook(capturedEvent(orderId, paymentId), `evt_parallel_${orderId}_${index}`),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(13).fill(200));
    const completed = await t.database.db.payment.count({ where: { userId: buyer._id, status: "completed" } });
    expect(completed).toBe(1);
    const after = await user(buyer._id);
    // One 30-day period, not two or more.
    expect(Math.abs((after.planExpiresAt?.getTime() ?? 0) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it("extends from the current end when the same plan is renewed, and replays change nothing", async () => {
    const buyer = await signUp(t);
    const first = await order(buyer.token);
    const { response: paid } = await pay(buyer.token, first.orderId);
    expect(paid.statusCode).toBe(200);
    const firstEnd = (await user(buyer._id)).planExpiresAt?.getTime() ?? 0;

    const second = await order(buyer.token);
    const { response, paymentId } = await pay(buyer.token, second.orderId);
    expect(response.statusCode).toBe(200);
    const secondEnd = (await user(buyer._id)).planExpiresAt?.getTime() ?? 0;
    expect(secondEnd - firstEnd).toBe(30 * DAY);

    const replay = await post(t, "/api/payment/verify", {
      razorpay_order_id: second.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(second.orderId, paymentId),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().role).toBe("professional");
    expect((await user(buyer._id)).planExpiresAt?.getTime()).toBe(secondEnd);
  });

  it("upgrades Professional to Enterprise, and refuses to sell a lower plan", async () => {
    const buyer = await signUp(t);
    await pay(buyer.token, (await order(buyer.token, "professional")).orderId);
    const up = await order(buyer.token, "enterprise");
    expect((await pay(buyer.token, up.orderId)).response.json().role).toBe("enterprise");
    const down = await post(t, "/api/payment/order", { plan: "professional" }, buyer.token);
    expect(down.statusCode).toBe(400);
  });

  it("lapses to Starter when the 30 days are over", async () => {
    const buyer = await signUp(t);
    await pay(buyer.token, (await order(buyer.token)).orderId);
    // A Remember-me session outlives the plan's 30 days.
    const remembered = (
      await post(t, "/api/users/login", { email: buyer.email, password: buyer.password, rememberMe: true })
    ).json().token;
    t.clock.advance(31 * DAY);
    try {
      expect((await get(t, "/api/payment/status", remembered)).json()).toEqual({
        role: "starter",
        planExpiresAt: expect.any(String),
        planStatus: "expired",
      });
    } finally {
      t.clock.reset();
    }
  });
});

describe("webhook", () => {
  it("verifies the signature over the exact bytes, pretty-printed or compact", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const paymentId = t.razorpay.pay(orderId);
    const pretty = JSON.stringify(JSON.parse(capturedEvent(orderId, paymentId)), null, 2);
    expect((await webhook(pretty, `evt_pretty_${orderId}`)).json()).toEqual({ status: "processed" });
    expect((await user(buyer._id)).role).toBe("professional");

    const bad = await t.app.inject({
      method: "POST",
      url: "/api/payment/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(TEST_RAZORPAY.webhookSecret, pretty),
        "x-razorpay-event-id": "evt_x",
      },
      payload: JSON.stringify(JSON.parse(pretty)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Invalid webhook signature", code: "payment.invalidSignature" });
    expect((await webhook(capturedEvent(orderId, paymentId), "evt_wrong_secret", "not-the-secret")).statusCode).toBe(
      400,
    );
  });

  it("ignores a redelivered event and unknown events", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const paymentId = t.razorpay.pay(orderId);
    expect((await webhook(capturedEvent(orderId, paymentId), `evt_dup_${orderId}`)).json().status).toBe("processed");
    const end = (await user(buyer._id)).planExpiresAt;
    expect((await webhook(capturedEvent(orderId, paymentId), `evt_dup_${orderId}`)).json().status).toBe("duplicate");
    expect((await user(buyer._id)).planExpiresAt).toEqual(end);
    const unknown = await webhook(
      JSON.stringify({ event: "subscription.charged", payload: {} }),
      `evt_unknown_${orderId}`,
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().status).toBe("ignored");
  });

  it("does not let a late payment.failed undo a completed payment", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const { paymentId } = await pay(buyer.token, orderId);
    const failed = JSON.stringify({
      event: "payment.failed",
      payload: { payment: { entity: { id: paymentId, order_id: orderId } } },
    });
    expect((await webhook(failed, `evt_failed_${orderId}`)).statusCode).toBe(200);
    expect((await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } })).status).toBe(
      "completed",
    );
    expect((await user(buyer._id)).role).toBe("professional");
  });

  it("refunds: marks the payment refunded and returns the user to Starter", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const { paymentId } = await pay(buyer.token, orderId);
    const refund = JSON.stringify({
      event: "refund.processed",
      payload: {
        refund: { entity: { id: "rfnd_1", payment_id: paymentId, status: "processed" } },
        payment: { entity: { id: paymentId, order_id: orderId } },
      },
    });
    expect((await webhook(refund, `evt_refund_${orderId}`)).json().status).toBe("processed");
    expect((await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } })).status).toBe(
      "refunded",
    );
    expect(await user(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });
  });

  it("is safe out of order: a refund before the capture means the plan is never granted", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const paymentId = t.razorpay.pay(orderId);
    const refund = JSON.stringify({
      event: "refund.processed",
      payload: {
        refund: { entity: { id: "rfnd_2", payment_id: paymentId, status: "processed" } },
        payment: { entity: { id: paymentId, order_id: orderId } },
      },
    });
    await webhook(refund, `evt_early_refund_${orderId}`);
    await webhook(capturedEvent(orderId, paymentId), `evt_late_capture_${orderId}`);
    expect((await user(buyer._id)).role).toBe("starter");
    expect((await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } })).status).toBe(
      "refunded",
    );
  });
});

describe("history and the development checkout", () => {
  it("lists the user's payments newest first with amounts in paise", async () => {
    const buyer = await signUp(t);
    const first = await order(buyer.token, "professional");
    await pay(buyer.token, first.orderId);
    await order(buyer.token, "enterprise");
    const history = (await get(t, "/api/payment/history", buyer.token)).json();
    expect(
      history.map((entry: { plan: string; amount: number; status: string }) => [
        entry.plan,
        entry.amount,
        entry.status,
      ]),
    ).toEqual([
      ["enterprise", 59900, "created"],
      ["professional", 24900, "completed"],
    ]);
    expect(Object.keys(history[0]).sort()).toEqual([
      "amount",
      "convertedAt",
      "convertedTo",
      "createdAt",
      "creditedDays",
      "currency",
      "id",
      "paidAt",
      "periodEnd",
      "periodStart",
      "plan",
      "razorpayOrderId",
      "razorpayPaymentId",
      "receiptNumber",
      "refundedAt",
      "status",
    ]);
  });

  it("has no simulated checkout when Razorpay keys are configured", async () => {
    const buyer = await signUp(t);
    const { orderId } = await order(buyer.token);
    const response = await post(t, "/api/payment/simulate", { orderId, outcome: "success" }, buyer.token);
    expect(response.statusCode).toBe(404);
  });
});
