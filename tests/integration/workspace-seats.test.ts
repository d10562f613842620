import { describe, expect, it } from "vitest";
import { addBillingPeriod } from "../../server/lib/payment-gateway";
import { englishText } from "../../shared/server-messages";
import { GRACE_DAYS } from "../../shared/subscriptions";
import { DAY_MS } from "../../shared/time";
import { prorateSeats } from "../../shared/workspace-seats";
import { get, post, put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { mailTo } from "../helpers/billing-mail";
import { capturedEvent, sendWebhook, signPayment } from "../helpers/payments";
import { deliver, fromSeconds, verifySubscription } from "../helpers/subscriptions";
import { addMember, invoiceJobs, makeWorkspace, pendingInvitation, untilInvoiceJob } from "../helpers/workspaces";

// Issue #35, buying seats (docs/product/workspaces.md#buying-seats): through the real SDK against the fake Razorpay
// on loopback, every webhook signed and delivered twice (the second is a duplicate), real PostgreSQL.
const t = setupTestApp({ razorpay: true });

const billing = (workspaceId: string, rest = "") => `/api/workspaces/${workspaceId}/billing${rest}`;
const seatsOf = (id: string) =>
  t.database.db.workspace.findUniqueOrThrow({
    where: { id },
    select: { seats: true, seatsNext: true, period: true, paidUntil: true },
  });

/** A workspace of a new owner with 3 seats bought by subscription (card mandate), each webhook twice. */
async function subscribedWorkspace() {
  const owner = await signUp(t);
  const workspace = await makeWorkspace(t, owner._id);
  const bought = await post(
    t,
    billing(workspace.id, "/buy"),
    { seats: 3, period: "monthly", renew: true },
    owner.token,
  );
  expect(bought.statusCode, bought.body).toBe(200);
  const checkout = bought.json();
  expect(checkout).toMatchObject({ kind: "subscription", amount: 3 * 59900, seats: 3 });
  const authorised = t.razorpay.subscriptions.authorise(checkout.subscriptionId, { method: "card" });
  expect(await deliver(t, authorised.events)).toEqual([
    "processed",
    "processed",
    "processed",
    "duplicate",
    "duplicate",
    "duplicate",
  ]);
  return { owner, workspace, checkout, authorised };
}

describe("buying seats", () => {
  it("3 seats by subscription: webhook → seats 3 a period ahead, the payment carries them, an invoice job", async () => {
    const { owner, workspace, checkout, authorised } = await subscribedWorkspace();
    const fake = t.razorpay.subscriptions.subscriptions.get(checkout.subscriptionId);
    expect(fake?.quantity).toBe(3);
    const row = await seatsOf(workspace.id);
    expect(row).toMatchObject({ seats: 3, seatsNext: null, period: "monthly" });
    expect(row.paidUntil).toEqual(fromSeconds(fake?.current_end ?? null));
    expect(row.paidUntil?.getTime()).toBe(
      addBillingPeriod(fromSeconds(fake?.current_start ?? 0) as Date, "monthly").getTime(),
    );
    const payments = await t.database.db.payment.findMany({ where: { workspaceId: workspace.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: "completed",
      seats: 3,
      seatsPeriod: "monthly",
      amount: 179700,
      userId: null,
    });
    expect(await untilInvoiceJob(t, payments[0]?.id ?? "")).toBe(1);
    // Verify after the webhooks: the same seats, no second payment, still one job; the owner's own plan untouched.
    const verified = await verifySubscription(t, owner.token, authorised.checkout);
    expect(verified.statusCode).toBe(400); // a person's verify does not know a workspace's subscription
    const ours = await post(t, billing(workspace.id, "/verify-subscription"), authorised.checkout, owner.token);
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json()).toMatchObject({ seats: 3, inForce: true, message: englishText("seats.bought", { seats: 3 }) });
    expect(await t.database.db.payment.count({ where: { workspaceId: workspace.id } })).toBe(1);
    expect(await invoiceJobs(t, payments[0]?.id ?? "")).toBe(1);
    const me = await t.database.db.user.findUniqueOrThrow({ where: { id: owner._id }, select: { role: true } });
    expect(me.role).toBe("starter");
  });

  it("a one-off purchase: an order for seats × the yearly price, verified once, the webhook a no-op", async () => {
    const owner = await signUp(t);
    const workspace = await makeWorkspace(t, owner._id);
    const bought = await post(
      t,
      billing(workspace.id, "/buy"),
      { seats: 2, period: "yearly", renew: false },
      owner.token,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const { orderId, amount } = bought.json();
    expect(amount).toBe(2 * 599000);
    const paymentId = t.razorpay.pay(orderId);
    const checkout = { razorpay_order_id: orderId, razorpay_payment_id: paymentId };
    const forged = await post(
      t,
      billing(workspace.id, "/verify-order"),
      { ...checkout, razorpay_signature: "00" },
      owner.token,
    );
    expect(forged.statusCode).toBe(400);
    const before = Date.now();
    const verified = await post(
      t,
      billing(workspace.id, "/verify-order"),
      { ...checkout, razorpay_signature: signPayment(orderId, paymentId) },
      owner.token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ seats: 2, period: "yearly", inForce: true });
    const row = await seatsOf(workspace.id);
    const yearAhead = addBillingPeriod(new Date(before), "yearly").getTime();
    expect(Math.abs((row.paidUntil?.getTime() ?? 0) - yearAhead)).toBeLessThan(5_000);
    expect(await sendWebhook(t, capturedEvent(orderId, paymentId, amount), "evt_seats_oneoff")).toMatchObject({
      statusCode: 200,
    });
    const payments = await t.database.db.payment.findMany({ where: { workspaceId: workspace.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "completed", seats: 2, seatsPeriod: "yearly", seatsAddition: false });
    expect((await seatsOf(workspace.id)).paidUntil).toEqual(row.paidUntil);
    expect(await untilInvoiceJob(t, payments[0]?.id ?? "")).toBe(1);
  });

  it("adding 2 seats mid-period: prorated order, seats at once, the subscription's quantity at cycle end", async () => {
    const { owner, workspace, checkout } = await subscribedWorkspace();
    const row = await seatsOf(workspace.id);
    const added = await post(t, billing(workspace.id, "/add"), { seats: 2 }, owner.token);
    expect(added.statusCode, added.body).toBe(200);
    const expected = prorateSeats({ added: 2, period: "monthly", paidUntil: row.paidUntil as Date, at: new Date() });
    expect(added.json().amount).toBe(expected.amount);
    const { orderId, amount } = added.json();
    const paymentId = t.razorpay.pay(orderId);
    await sendWebhook(t, capturedEvent(orderId, paymentId, amount), `evt_add_${orderId}`);
    expect(await seatsOf(workspace.id)).toMatchObject({ seats: 5, paidUntil: row.paidUntil });
    expect(t.razorpay.subscriptions.updates.at(-1)).toEqual({
      id: checkout.subscriptionId,
      quantity: 5,
      schedule_change_at: "cycle_end",
    });
    const payment = await t.database.db.payment.findFirstOrThrow({ where: { razorpayOrderId: orderId } });
    expect(payment).toMatchObject({ seats: 2, seatsAddition: true, periodEnd: row.paidUntil });
  });

  it("removing seats is scheduled for the renewal and applied by its webhook", async () => {
    const { owner, workspace, checkout } = await subscribedWorkspace();
    const scheduled = await put(t, billing(workspace.id, "/seats-next"), { seats: 2 }, owner.token);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ seats: 3, seatsNext: 2 });
    expect(t.razorpay.subscriptions.updates.at(-1)).toMatchObject({ quantity: 2, schedule_change_at: "cycle_end" });
    const renewal = t.razorpay.subscriptions.charge(checkout.subscriptionId);
    expect(renewal.payment.amount).toBe(2 * 59900);
    await deliver(t, renewal.events);
    const row = await seatsOf(workspace.id);
    expect(row).toMatchObject({ seats: 2, seatsNext: null });
    expect(row.paidUntil).toEqual(fromSeconds(renewal.subscription.current_end));
    const charges = await t.database.db.payment.findMany({
      where: { workspaceId: workspace.id },
      orderBy: { paidAt: "asc" },
    });
    expect(charges.map((charge) => [charge.seats, charge.amount])).toEqual([
      [3, 179700],
      [2, 119800],
    ]);
  });

  it("a failed renewal keeps the seats for the grace days while Razorpay retries; halted ends them; a charge restores them", async () => {
    const { owner, workspace, checkout } = await subscribedWorkspace();
    const fake = t.razorpay.subscriptions.subscriptions.get(checkout.subscriptionId);
    const cycleEnd = fromSeconds(fake?.current_end ?? null) as Date;
    await deliver(t, t.razorpay.subscriptions.fail(checkout.subscriptionId).events);
    expect((await seatsOf(workspace.id)).paidUntil).toEqual(new Date(cycleEnd.getTime() + GRACE_DAYS * DAY_MS));
    const retrying = (await get(t, billing(workspace.id), owner.token)).json();
    expect(retrying).toMatchObject({ seats: 3, inForce: true, subscription: { status: "pending" } });
    expect(retrying.paidUntil).toBe(new Date(cycleEnd.getTime() + GRACE_DAYS * DAY_MS).toISOString());
    // Where to fix the payment method: Razorpay's page of the subscription.
    expect(retrying.subscription.fixUrl).toBe(fake?.short_url);
    // The billing contact hears of it at once, in the owner's language, with the same page to fix it.
    const failedMail = await t.mail.until(
      mailTo("accounts@lantern.example", `renewal of ${workspace.name}`),
      1,
      10_000,
    );
    expect(failedMail[0]?.text).toContain("3 Enterprise seats");
    expect(failedMail[0]?.text).toContain(fake?.short_url ?? "no short URL");

    // Razorpay gives up after the cycle has ended: the seats end now, on every instance (the workspace published).
    if (fake) fake.current_end = Math.floor((Date.now() - DAY_MS) / 1000);
    const before = Date.now();
    await deliver(t, t.razorpay.subscriptions.halt(checkout.subscriptionId).events);
    const ended = await seatsOf(workspace.id);
    expect(ended.paidUntil?.getTime()).toBeGreaterThanOrEqual(before);
    expect(ended.paidUntil?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await get(t, billing(workspace.id), owner.token)).json()).toMatchObject({ seats: 0, inForce: false });
    const stoppedMail = await t.mail.until(
      mailTo("accounts@lantern.example", `seats of ${workspace.name} have stopped`),
      1,
      10_000,
    );
    expect(stoppedMail[0]?.text).toContain(`/workspaces/${workspace.id}/billing`);

    // A retry that succeeds later restores them for the new cycle.
    const restored = t.razorpay.subscriptions.charge(checkout.subscriptionId);
    await deliver(t, restored.events);
    expect((await seatsOf(workspace.id)).paidUntil).toEqual(fromSeconds(restored.subscription.current_end));
    expect((await get(t, billing(workspace.id), owner.token)).json()).toMatchObject({ seats: 3, inForce: true });
  });

  it("stops renewing at the cycle's end: Razorpay told, the seats kept to the end paid for; managers only", async () => {
    const { owner, workspace, checkout } = await subscribedWorkspace();
    const member = await signUp(t);
    await addMember(t, workspace.id, member._id);
    expect((await post(t, billing(workspace.id, "/stop-renewal"), {}, member.token)).statusCode).toBe(403);
    expect(t.razorpay.subscriptions.cancelsAtCycleEnd(checkout.subscriptionId)).toBe(false);
    const paidUntil = (await seatsOf(workspace.id)).paidUntil;

    const stopped = await post(t, billing(workspace.id, "/stop-renewal"), {}, owner.token);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({
      seats: 3,
      inForce: true,
      paidUntil: paidUntil?.toISOString(),
      subscription: { renews: false },
      message: englishText("seats.renewalStopped"),
    });
    expect(t.razorpay.subscriptions.cancelsAtCycleEnd(checkout.subscriptionId)).toBe(true);
    // Nothing renews now: a second stop says so.
    const again = await post(t, billing(workspace.id, "/stop-renewal"), {}, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(englishText("seats.nothingRenews"));
  });

  it("refuses fewer seats than members and pending invitations, naming how many to remove", async () => {
    const owner = await signUp(t);
    const workspace = await makeWorkspace(t, owner._id, { seats: 5 });
    for (const _ of [1, 2]) await addMember(t, workspace.id, (await signUp(t))._id);
    await pendingInvitation(t, workspace.id, "new.hire@lantern.example");
    const refused = await put(t, billing(workspace.id, "/seats-next"), { seats: 3 }, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(englishText("seats.belowHolders", { holders: 4, excess: 1 }));
    expect((await seatsOf(workspace.id)).seatsNext).toBeNull();
    const kept = await put(t, billing(workspace.id, "/seats-next"), { seats: 4 }, owner.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ seats: 5, seatsNext: 4, members: 3, pending: 1 });
  });

  it("managers only: a member gets 403, a stranger 404, bad numbers 400", async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const stranger = await signUp(t);
    const workspace = await makeWorkspace(t, owner._id);
    await addMember(t, workspace.id, member._id);
    const body = { seats: 3, period: "monthly", renew: false };
    expect((await post(t, billing(workspace.id, "/buy"), body, member.token)).statusCode).toBe(403);
    expect((await get(t, billing(workspace.id), member.token)).statusCode).toBe(403);
    expect((await post(t, billing(workspace.id, "/buy"), body, stranger.token)).statusCode).toBe(404);
    expect((await post(t, billing(workspace.id, "/buy"), { ...body, seats: 0 }, owner.token)).statusCode).toBe(400);
    expect(await t.database.db.payment.count({ where: { workspaceId: workspace.id } })).toBe(0);
  });
});

describe("proration", () => {
  it("2 seats added on day 10 of a 30-day month: ₹599 × 2 × 20/30 = ₹798.67, charged ₹799", () => {
    const paidUntil = new Date("2026-12-01T00:00:00Z"); // 1 November to 1 December: 30 days
    const at = new Date("2026-11-11T00:00:00Z"); // ten days used
    expect(prorateSeats({ added: 2, period: "monthly", paidUntil, at })).toEqual({
      amount: 79900,
      daysLeft: 20,
      daysInPeriod: 30,
    });
    // A day begun counts as left: during the tenth day, 21 of 30 (₹838.60 → ₹839).
    const during = new Date("2026-11-10T12:00:00Z");
    expect(prorateSeats({ added: 2, period: "monthly", paidUntil, at: during })).toMatchObject({
      amount: 83900,
      daysLeft: 21,
    });
  });
});
