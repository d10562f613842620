import { describe, expect, it } from "vitest";
import { addBillingPeriod } from "../../server/lib/payment-gateway";
import { DAY_MS } from "../../shared/time";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import {
  deliver,
  fromSeconds,
  openSubscription,
  stored,
  subscribed,
  verifySubscription,
} from "../helpers/subscriptions";

// Issue #32, "Done when": cancelling, resuming, upgrading and switching a subscription, an administrator's
// cancel and an account's deletion, through the real SDK against the fake Razorpay.
const t = setupTestApp({ razorpay: true });

describe("managing a subscription", () => {
  it("cancels auto-renewal at the cycle's end: the plan runs to it, then Razorpay's cancel ends it", async () => {
    const { person, id } = await subscribed(t);
    const cancelled = await post(t, "/api/subscriptions/cancel", undefined, person.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "active", cancelAtCycleEnd: true, nextChargeAt: null });
    expect(t.razorpay.subscriptions.cancels.filter((cancel) => cancel.id === id)).toEqual([{ id, atCycleEnd: true }]);
    const end = (await stored(t, id)).currentEnd;
    await deliver(t, t.razorpay.subscriptions.endCycle(id).events);
    const row = await stored(t, id);
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "person", endedAt: end });
    expect(row.user).toMatchObject({ role: "professional", planExpiresAt: end });
  });

  it("resumes before the end: a new mandate charging first at the old end, then renewing", async () => {
    const { person, id } = await subscribed(t);
    await post(t, "/api/subscriptions/cancel", undefined, person.token);
    const end = (await stored(t, id)).currentEnd;
    const resumed = await post(t, "/api/subscriptions/resume", undefined, person.token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ firstChargeAt: end?.toISOString(), replaces: { plan: "professional" } });
    const next = resumed.json().subscriptionId as string;
    expect(t.razorpay.subscriptions.subscriptions.get(next)?.start_at).toBe((end?.getTime() ?? 0) / 1000);
    const authorised = t.razorpay.subscriptions.authorise(next);
    expect((await verifySubscription(t, person.token, authorised.checkout)).statusCode).toBe(200);
    await deliver(t, authorised.events);
    const old = await stored(t, id);
    expect(old).toMatchObject({ status: "active", cancelAtCycleEnd: true, cancelReason: "replaced" });
    let row = await stored(t, next);
    // Authorised, no charge: the small authorisation payment is not a charge of the plan.
    expect(row).toMatchObject({ status: "authenticated", paidCount: 0, chargeAt: end });
    expect(row.payments).toHaveLength(0);
    expect(row.user?.planExpiresAt).toEqual(end);
    const first = t.razorpay.subscriptions.charge(next);
    await deliver(t, first.events);
    row = await stored(t, next);
    expect(row).toMatchObject({ status: "active", paidCount: 1, currentStart: end });
    expect(row.user?.planExpiresAt).toEqual(fromSeconds(first.subscription.current_end));
  });

  it("upgrades from a subscription: the old one cancelled at once, its unused days credited before the first charge", async () => {
    const { person, id } = await subscribed(t, "professional");
    const upgrade = await openSubscription(t, person.token, { plan: "enterprise", period: "monthly" });
    // About 30 days of Professional at ₹249 are about 12 days of Enterprise at ₹599.
    expect(upgrade.creditedDays).toBeGreaterThanOrEqual(11);
    expect(upgrade.creditedDays).toBeLessThanOrEqual(12);
    expect(upgrade).toMatchObject({ replaces: { plan: "professional", period: "monthly" } });
    const authorised = t.razorpay.subscriptions.authorise(upgrade.subscriptionId);
    await deliver(t, authorised.events);
    expect(t.razorpay.subscriptions.cancels.filter((cancel) => cancel.id === id)).toEqual([{ id, atCycleEnd: false }]);
    expect((await verifySubscription(t, person.token, authorised.checkout)).statusCode).toBe(200);
    const old = await stored(t, id);
    expect(old).toMatchObject({ status: "cancelled", cancelReason: "upgrade" });
    const row = await stored(t, upgrade.subscriptionId);
    expect(row.status).toBe("authenticated");
    expect(row.user).toMatchObject({ role: "enterprise", planExpiresAt: row.startAt });
    // The old charge's unused stretch became Enterprise days: a refund of it would take back those.
    const [oldCharge] = old.payments;
    expect(oldCharge).toMatchObject({ convertedTo: "enterprise", coversUntil: row.startAt });
    // Razorpay's cancelled event for the old one changes nothing more.
    expect(await deliver(t, [t.razorpay.subscriptions.cancelledEvent(id)], 1)).toEqual(["ignored"]);
  });

  it("credits no grace days when upgrading from a renewal that failed", async () => {
    const { person, id } = await subscribed(t, "professional");
    await deliver(t, t.razorpay.subscriptions.fail(id).events, 1);
    const row = await stored(t, id);
    expect(row.user?.planExpiresAt).toEqual(row.graceUntil);
    const upgrade = await openSubscription(t, person.token, { plan: "enterprise", period: "monthly" });
    const paidMs = (row.currentEnd?.getTime() ?? 0) - Date.now();
    const paidDays = Math.floor((paidMs * 24900) / (59900 * DAY_MS));
    expect([paidDays, paidDays - 1]).toContain(upgrade.creditedDays);
  });

  it("switches monthly → yearly: the yearly one charges first when the paid month ends", async () => {
    const { person, id } = await subscribed(t, "professional", "monthly");
    const end = (await stored(t, id)).currentEnd;
    const yearly = await openSubscription(t, person.token, { plan: "professional", period: "yearly" });
    expect(yearly).toMatchObject({ firstChargeAt: end?.toISOString(), amount: 249000 });
    const authorised = t.razorpay.subscriptions.authorise(yearly.subscriptionId);
    expect((await verifySubscription(t, person.token, authorised.checkout)).statusCode).toBe(200);
    expect(await stored(t, id)).toMatchObject({ status: "cancelled", cancelReason: "switch" });
    const row = await stored(t, yearly.subscriptionId);
    expect(row.user).toMatchObject({ role: "professional", planExpiresAt: end });
    const first = t.razorpay.subscriptions.charge(yearly.subscriptionId);
    await deliver(t, first.events);
    expect((await stored(t, yearly.subscriptionId)).user?.planExpiresAt).toEqual(
      addBillingPeriod(end ?? new Date(), "yearly"),
    );
  });

  it("refuses a second subscription to the same plan and period, and a lower plan", async () => {
    const { person } = await subscribed(t, "enterprise");
    expect(
      (await post(t, "/api/subscriptions", { plan: "enterprise", period: "monthly" }, person.token)).statusCode,
    ).toBe(400);
    expect(
      (await post(t, "/api/subscriptions", { plan: "professional", period: "monthly" }, person.token)).statusCode,
    ).toBe(400);
    expect(
      (await post(t, "/api/subscriptions", { plan: "professional", period: "weekly" }, person.token)).statusCode,
    ).toBe(400);
  });
});

describe("an administrator's cancel", () => {
  it("cancels at once in Razorpay, audited; the plan keeps the days paid for; twice is refused", async () => {
    const { id } = await subscribed(t);
    const row = await stored(t, id);
    const admin = await signInAdmin(t, "subscriptions_admin");
    const url = `/api/admin/subscriptions/${row.id}/cancel`;
    const cancelled = await post(t, url, undefined, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", nextChargeAt: null });
    expect(t.razorpay.subscriptions.cancels.filter((cancel) => cancel.id === id)).toEqual([{ id, atCycleEnd: false }]);
    const after = await stored(t, id);
    expect(after).toMatchObject({ status: "cancelled", cancelReason: "admin" });
    expect(after.user).toMatchObject({ role: "professional", planExpiresAt: row.currentEnd });
    const audit = await t.database.db.auditLog.findFirstOrThrow({ where: { entityId: row.id } });
    expect(audit).toMatchObject({ action: "subscription.cancel", entity: "Subscription" });
    expect(audit.before).toMatchObject({ status: "active" });
    expect(audit.after).toMatchObject({ status: "cancelled", cancelReason: "admin" });
    const log = (await get(t, "/api/admin/audit-log", admin)).json();
    const entry = log.entries.find((logged: { entityId: string }) => logged.entityId === row.id);
    expect(entry.entityName).toBe(`Professional monthly subscription of ${row.user?.name} <${row.user?.email}>`);
    expect((await post(t, url, undefined, admin)).statusCode).toBe(400);
    expect(
      (await post(t, "/api/admin/subscriptions/0196f3d1-2a6b-7c4e-8f10-5b9d3e7a1c42/cancel", undefined, admin))
        .statusCode,
    ).toBe(404);
    // A person's token is not an administrator's.
    const person = await signUp(t);
    expect((await post(t, url, undefined, person.token)).statusCode).toBe(401);
  });
});

describe("a refund of a subscription's charge", () => {
  it("takes back the cycle's days still ahead, as a one-off payment's refund does, and ends the mandate first", async () => {
    const { id } = await subscribed(t);
    const row = await stored(t, id);
    const [charge] = row.payments;
    const admin = await signInAdmin(t, "subscriptions_admin");
    const refunded = await post(t, `/api/admin/payments/${charge?.id}/refund`, undefined, admin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await stored(t, id)).user).toMatchObject({ role: "starter", planExpiresAt: null });
    expect(t.razorpay.refunds.map((refund) => refund.payment_id)).toContain(charge?.razorpayPaymentId);
    // The mandate ended first, at once: nothing is charged again after the money went back.
    expect(t.razorpay.subscriptions.cancels.filter((cancel) => cancel.id === id)).toEqual([{ id, atCycleEnd: false }]);
    expect(await stored(t, id)).toMatchObject({ status: "cancelled", cancelReason: "refund" });
    const audit = await t.database.db.auditLog.findFirstOrThrow({
      where: { action: "payment.refund", entityId: charge?.id },
    });
    expect(audit.after).toMatchObject({ status: "refunded", subscriptionCancelled: row.id });
  });

  it("refunds nothing while Razorpay cannot cancel the mandate: 503, the charge and the subscription as they were", async () => {
    const { id } = await subscribed(t);
    const [charge] = (await stored(t, id)).payments;
    const admin = await signInAdmin(t, "subscriptions_admin");
    const refundsBefore = t.razorpay.refunds.length;
    t.razorpay.subscriptions.failCancels(502);
    try {
      const refused = await post(t, `/api/admin/payments/${charge?.id}/refund`, undefined, admin);
      expect(refused.statusCode, refused.body).toBe(503);
    } finally {
      t.razorpay.subscriptions.failCancels(null);
    }
    expect(t.razorpay.refunds).toHaveLength(refundsBefore);
    expect(await stored(t, id)).toMatchObject({ status: "active", cancelReason: null });
    expect((await t.database.db.payment.findUniqueOrThrow({ where: { id: charge?.id ?? "" } })).status).toBe(
      "completed",
    );
  });
});

describe("Razorpay already ended it", () => {
  it("takes Razorpay's \"not cancellable\" as cancelled: the admin's cancel goes through", async () => {
    const { id } = await subscribed(t);
    const fake = t.razorpay.subscriptions.subscriptions.get(id);
    // Cancelled in Razorpay's dashboard, its webhook not arrived yet.
    if (fake) fake.status = "cancelled";
    const admin = await signInAdmin(t, "subscriptions_admin");
    const row = await stored(t, id);
    const cancelled = await post(t, `/api/admin/subscriptions/${row.id}/cancel`, undefined, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stored(t, id)).toMatchObject({ status: "cancelled", cancelReason: "admin" });
  });
});

describe("deleting the account", () => {
  it("cancels the mandate in Razorpay at once; Razorpay failing, nothing is erased", async () => {
    const { person, id } = await subscribed(t);
    const remove = () =>
      t.app.inject({
        method: "DELETE",
        url: "/api/users/me",
        payload: { password: person.password, confirm: "DELETE" },
        headers: { authorization: `Bearer ${person.token}` },
      });
    t.razorpay.subscriptions.failCancels(502);
    const refused = await remove();
    t.razorpay.subscriptions.failCancels(null);
    expect(refused.statusCode).toBe(503);
    expect((await stored(t, id)).user).not.toBeNull();
    const deleted = await remove();
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(t.razorpay.subscriptions.cancels.filter((cancel) => cancel.id === id)).toEqual([{ id, atCycleEnd: false }]);
    const row = await stored(t, id);
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "erasure", userId: null });
    expect(row.payments).toHaveLength(1);
  });
});
