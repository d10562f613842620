import { describe, expect, it } from "vitest";
import { hmacHex } from "../../server/lib/hmac";
import { addBillingPeriod } from "../../server/lib/payment-gateway";
import { receiptLabel } from "../../shared/billing";
import { GRACE_DAYS } from "../../shared/subscriptions";
import { DAY_MS } from "../../shared/time";
import { get, signUp } from "../helpers/accounts";
import { setupTestApp, TEST_RAZORPAY } from "../helpers/app";
import { mailTo } from "../helpers/billing-mail";
import { afterSweeps } from "../helpers/jobs";
import { sendWebhook } from "../helpers/payments";
import {
  deliver,
  fromSeconds,
  openSubscription,
  stored,
  subscribed,
  untilGatewayPlans,
  verifySubscription,
} from "../helpers/subscriptions";

// Issue #32, "Done when": every state change of a subscription, through the real SDK against the fake
// Razorpay, each webhook delivered twice (and out of order where it matters), with one period extension,
// one receipt and one receipt e-mail per charge. Receipts go out from jobs: a sweep every second here.
const t = setupTestApp({ razorpay: true, env: { BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1" } });

/** Waits for each receipt's e-mail, lets two more sweeps run, and checks there is exactly one of each. */
async function oneReceiptMailEach(email: string, receiptNumbers: Array<number | null>) {
  for (const number of receiptNumbers) await t.mail.until(mailTo(email, receiptLabel(number ?? 0)));
  await afterSweeps(t.database.db);
  for (const number of receiptNumbers)
    expect(t.mail.messages.filter(mailTo(email, receiptLabel(number ?? 0)))).toHaveLength(1);
}

describe("a subscription's life", () => {
  it("authenticated → active → charged × 3 → pending → active: one extension, receipt and e-mail per charge", async () => {
    const { person, id, verified } = await subscribed(t);
    let row = await stored(t, id);
    expect(row).toMatchObject({ status: "active", paidCount: 1, method: "upi", amount: 24900 });
    expect(row.payments).toHaveLength(1);
    expect(verified.planExpiresAt).toBe(row.currentEnd?.toISOString());
    expect(row.user?.role).toBe("professional");
    const fake = t.razorpay.subscriptions.subscriptions.get(id);
    expect(row.currentEnd).toEqual(fromSeconds(fake?.current_end ?? null));

    // Two renewals, each event twice and the second renewal's before the first's.
    const second = t.razorpay.subscriptions.charge(id);
    const third = t.razorpay.subscriptions.charge(id);
    await deliver(t, [...third.events, ...second.events]);
    row = await stored(t, id);
    expect(row.paidCount).toBe(3);
    expect(row.payments).toHaveLength(3);
    expect(row.currentEnd).toEqual(fromSeconds(third.subscription.current_end));
    expect(row.user?.planExpiresAt).toEqual(row.currentEnd);
    // Each charge's receipt covers its own cycle, back to back (numbered in the order they arrived).
    const periods = row.payments
      .map((payment) => [payment.periodStart?.getTime() ?? 0, payment.periodEnd?.getTime() ?? 0])
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    expect(periods[1]?.[0]).toBe(periods[0]?.[1]);
    expect(periods[2]?.[0]).toBe(periods[1]?.[1]);

    // The next renewal fails: grace until the cycle's end and GRACE_DAYS, the plan with it.
    const failed = t.razorpay.subscriptions.fail(id, { reason: "UPI mandate revoked by the customer" });
    expect(await deliver(t, failed.events)).toEqual(["processed", "duplicate"]);
    row = await stored(t, id);
    const graceUntil = new Date((row.currentEnd?.getTime() ?? 0) + GRACE_DAYS * DAY_MS);
    expect(row).toMatchObject({ status: "pending", failureReason: "UPI mandate revoked by the customer", graceUntil });
    expect(row.user?.planExpiresAt).toEqual(graceUntil);
    const mine = (await get(t, "/api/subscriptions/mine", person.token)).json();
    expect(mine).toMatchObject({ status: "pending", graceUntil: graceUntil.toISOString(), shortUrl: row.shortUrl });
    expect(mine.shortUrl).toMatch(/^https:\/\/rzp\.io\//);

    // A late copy of an old charge changes nothing; Razorpay's retry succeeds: active again, to the new end.
    expect(await deliver(t, second.events, 1)).toEqual(["duplicate"]);
    const retried = t.razorpay.subscriptions.charge(id);
    await deliver(t, retried.events);
    row = await stored(t, id);
    expect(row).toMatchObject({ status: "active", paidCount: 4, graceUntil: null });
    expect(row.user?.planExpiresAt).toEqual(fromSeconds(retried.subscription.current_end));
    expect(row.payments).toHaveLength(4);
    expect(new Set(row.payments.map((payment) => payment.receiptNumber)).size).toBe(4);
    await oneReceiptMailEach(
      person.email,
      row.payments.map((payment) => payment.receiptNumber),
    );
  });

  it("pending → halted ends the plan at once; a later charge restores it", async () => {
    const { person, id } = await subscribed(t, "enterprise");
    const failed = t.razorpay.subscriptions.fail(id);
    const halted = t.razorpay.subscriptions.halt(id);
    // Out of order: halted first, then the pending that came before it, which must not undo it.
    await deliver(t, [...halted.events, ...failed.events]);
    let row = await stored(t, id);
    expect(row.status).toBe("halted");
    expect(row.user).toMatchObject({ role: "starter", planExpiresAt: null });
    expect((await get(t, "/api/payment/status", person.token)).json().role).toBe("starter");
    expect((await get(t, "/api/subscriptions/mine", person.token)).json()).toMatchObject({
      status: "halted",
      nextChargeAt: null,
    });

    const restored = t.razorpay.subscriptions.charge(id);
    await deliver(t, restored.events);
    row = await stored(t, id);
    expect(row.status).toBe("active");
    expect(row.user).toMatchObject({
      role: "enterprise",
      planExpiresAt: fromSeconds(restored.subscription.current_end),
    });
    expect(row.payments).toHaveLength(2);
  });

  it("subscribing again after a halt cancels the halted mandate once the new one is authorised", async () => {
    const { person, id } = await subscribed(t);
    await deliver(t, t.razorpay.subscriptions.fail(id).events);
    await deliver(t, t.razorpay.subscriptions.halt(id).events);
    const again = await openSubscription(t, person.token, { plan: "professional", period: "monthly" });
    expect(again).toMatchObject({ firstChargeAt: null, replaces: { plan: "professional", period: "monthly" } });
    const authorised = t.razorpay.subscriptions.authorise(again.subscriptionId);
    expect((await verifySubscription(t, person.token, authorised.checkout)).statusCode).toBe(200);
    expect(t.razorpay.subscriptions.cancels.filter((cancel) => cancel.id === id)).toEqual([{ id, atCycleEnd: false }]);
    expect(await stored(t, id)).toMatchObject({ status: "cancelled", cancelReason: "replaced" });
    const row = await stored(t, again.subscriptionId);
    expect(row).toMatchObject({ status: "active", paidCount: 1 });
    expect(row.user).toMatchObject({ role: "professional", planExpiresAt: row.currentEnd });
  });

  it("renews a yearly subscription by a calendar year each time", async () => {
    const { id } = await subscribed(t, "enterprise", "yearly");
    let row = await stored(t, id);
    expect(row.amount).toBe(599000);
    const start = row.currentStart ?? new Date();
    expect(row.currentEnd).toEqual(addBillingPeriod(start, "yearly"));
    const renewal = t.razorpay.subscriptions.charge(id);
    await deliver(t, renewal.events);
    row = await stored(t, id);
    expect(row.currentEnd).toEqual(addBillingPeriod(addBillingPeriod(start, "yearly"), "yearly"));
    expect(row.user?.planExpiresAt).toEqual(row.currentEnd);
    expect(row.payments.map((payment) => payment.amount)).toEqual([599000, 599000]);
  });
});

describe("forgeries", () => {
  it("refuses a forged checkout signature and a forged webhook, and changes nothing", async () => {
    const person = await signUp(t);
    const checkout = await openSubscription(t, person.token, { plan: "professional", period: "monthly" });
    // A genuine signature before the checkout authorised anything (Razorpay still says `created`): refused.
    const early = t.razorpay.pay("order_NotTheSubscriptions");
    const unfinished = await verifySubscription(t, person.token, {
      razorpay_payment_id: early,
      razorpay_subscription_id: checkout.subscriptionId,
      razorpay_signature: hmacHex(TEST_RAZORPAY.keySecret, `${early}|${checkout.subscriptionId}`),
    });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().code).toBe("subscription.notAuthorised");
    const authorised = t.razorpay.subscriptions.authorise(checkout.subscriptionId);
    const forged = { ...authorised.checkout, razorpay_signature: "0".repeat(64) };
    const refused = await verifySubscription(t, person.token, forged);
    expect(refused.statusCode).toBe(400);
    // The order|payment signature of a one-off checkout is not the subscription's.
    const swapped = await verifySubscription(t, person.token, {
      ...authorised.checkout,
      razorpay_signature: authorised.checkout.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")),
    });
    expect(swapped.statusCode).toBe(400);
    for (const event of authorised.events) {
      const wrongSecret = await sendWebhook(t, event.body, event.id, "not-the-webhook-secret");
      expect(wrongSecret.statusCode).toBe(400);
    }
    const row = await stored(t, checkout.subscriptionId);
    expect(row).toMatchObject({ status: "created", paidCount: 0 });
    expect(row.payments).toHaveLength(0);
    expect(row.user?.role).toBe("starter");
    // Another person cannot verify someone's checkout either.
    const other = await signUp(t);
    expect((await verifySubscription(t, other.token, authorised.checkout)).statusCode).toBe(400);
    // The genuine ones still work afterwards (a refused delivery recorded no event id).
    await deliver(t, authorised.events, 1);
    expect((await stored(t, checkout.subscriptionId)).status).toBe("active");
  });
});

describe("Razorpay's plans", () => {
  it("are made once at start for today's prices, and again for a row the simulated gateway made", async () => {
    // Start-up does not wait for Razorpay: the plans appear within moments.
    await untilGatewayPlans(t.database.db);
    const rows = await t.database.db.gatewayPlan.findMany({ orderBy: [{ plan: "asc" }, { period: "asc" }] });
    expect(rows.map((row) => [row.plan, row.period, row.amount])).toEqual([
      ["professional", "monthly", 24900],
      ["professional", "yearly", 249000],
      ["enterprise", "monthly", 59900],
      ["enterprise", "yearly", 599000],
    ]);
    for (const row of rows)
      expect(t.razorpay.subscriptions.plans.get(row.razorpayPlanId)?.item.amount).toBe(row.amount);
    const [first] = rows;
    // Development without keys made this one; with keys, subscribing gives it a real Razorpay plan.
    await t.database.db.gatewayPlan.update({ where: { id: first?.id }, data: { razorpayPlanId: "plan_simDevOnly01" } });
    const person = await signUp(t);
    const checkout = await openSubscription(t, person.token, { plan: "professional", period: "monthly" });
    const made = t.razorpay.subscriptions.subscriptions.get(checkout.subscriptionId);
    const row = await t.database.db.gatewayPlan.findUniqueOrThrow({ where: { id: first?.id } });
    expect(row.razorpayPlanId).not.toBe("plan_simDevOnly01");
    expect(made?.plan_id).toBe(row.razorpayPlanId);
    expect(await t.database.db.gatewayPlan.count()).toBe(4);
  });
});
