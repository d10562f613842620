import { effectiveRole } from "../../../shared/plans";
import { ROLE_RANK, type Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import type { BillingPeriod, SubscriptionState } from "../../../shared/subscriptions";
import type { Publish } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { Tx } from "../../lib/db";
import { gatewayRefusal, type PaymentGateway } from "../../lib/payment-gateway";
import { uuidv7 } from "../../lib/uuid7";
import { convertPlanCovers, coverPayment } from "./plan-cover";
import { nextReceiptNumber } from "./receipt";

/**
 * Razorpay's subscription entity as a webhook payload or the API gives it (docs/product/subscriptions.md):
 * dates in Unix seconds. Signed by Razorpay either way, so trusted, but never to move a state backwards.
 */
export interface RemoteSubscription {
  id: string;
  status: string;
  current_start?: number | null;
  current_end?: number | null;
  charge_at?: number | null;
  start_at?: number | null;
  ended_at?: number | null;
  paid_count: number;
  short_url?: string | null;
  /** A workspace's seats this cycle charges for (Razorpay's `quantity`; 1 for a person's plan). */
  quantity?: number;
}

/** A payment of a subscription (its checkout's or a renewal's), as Razorpay gives it. */
export interface RemotePayment {
  id?: string;
  order_id?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
  method?: string | null;
  error_description?: string | null;
}

export const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** What the state changes read of our row; `lockSubscription` reads it with the row locked. */
export interface SubscriptionRow {
  id: string;
  userId: string | null;
  plan: Role;
  period: BillingPeriod;
  amount: number;
  status: SubscriptionState;
  razorpaySubscriptionId: string;
  paidCount: number;
  startAt: Date | null;
  currentEnd: Date | null;
  cancelAtCycleEnd: boolean;
  replacesId: string | null;
  /** A workspace's subscription (issue #35): its seats are Razorpay's quantity; `amount` is for all of them. */
  workspaceId: string | null;
  quantity: number;
}

/**
 * Locks one of our subscriptions for the rest of the transaction: the events of one subscription (verify,
 * webhooks to any instance) apply one after the other. Always taken before the person's row.
 */
export async function lockSubscription(
  tx: Tx,
  where: { id: string } | { razorpaySubscriptionId: string },
): Promise<SubscriptionRow | null> {
  const [row] =
    "id" in where
      ? await tx.$queryRaw<SubscriptionRow[]>`
          select id, "userId", plan::text as plan, period::text as period, amount, status::text as status,
            "razorpaySubscriptionId", "paidCount", "startAt", "currentEnd", "cancelAtCycleEnd", "replacesId",
            "workspaceId", quantity
          from "Subscription" where id = ${where.id} for update`
      : await tx.$queryRaw<SubscriptionRow[]>`
          select id, "userId", plan::text as plan, period::text as period, amount, status::text as status,
            "razorpaySubscriptionId", "paidCount", "startAt", "currentEnd", "cancelAtCycleEnd", "replacesId",
            "workspaceId", quantity
          from "Subscription" where "razorpaySubscriptionId" = ${where.razorpaySubscriptionId} for update`;
  return row ?? null;
}

/** Within one cycle (the same paid_count) the states follow each other in this order; cancelled and completed end it. */
const STATE_ORDER: Record<SubscriptionState, number> = {
  created: -1,
  authenticated: 0,
  active: 0,
  pending: 1,
  halted: 2,
  cancelled: 3,
  completed: 3,
};

const FINAL: readonly SubscriptionState[] = ["cancelled", "completed"];

/**
 * Out of order delivery: an event is older than what is stored when Razorpay had charged fewer cycles then,
 * or, in the same cycle, when it reports an earlier state (a charge's event after the renewal's failure).
 */
export function isOlder(
  row: Pick<SubscriptionRow, "paidCount" | "status">,
  remote: RemoteSubscription,
  state: SubscriptionState,
) {
  if (FINAL.includes(row.status)) return true;
  if (remote.paid_count !== row.paidCount) return remote.paid_count < row.paidCount;
  return STATE_ORDER[state] < STATE_ORDER[row.status];
}

/** Razorpay's dates and counts for our row. */
export function remoteDates(remote: RemoteSubscription) {
  return {
    currentStart: fromUnix(remote.current_start),
    currentEnd: fromUnix(remote.current_end),
    chargeAt: fromUnix(remote.charge_at),
    paidCount: remote.paid_count,
    ...(remote.short_url ? { shortUrl: remote.short_url } : {}),
  };
}

/** The person's plan, their row locked for the rest of the transaction (after the subscription's). */
export async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx.$queryRaw<Array<{ role: Role; planExpiresAt: Date | null }>>`
    select role::text as role, "planExpiresAt" from "User" where id = ${userId} for update`;
  return user ?? null;
}

/**
 * Cancels a subscription in Razorpay, at once or at the cycle's end. Razorpay refusing because it is not
 * cancellable (it ended it already: cancelled, completed, or a cancel of ours whose transaction then rolled
 * back) is as good as done: it will not charge. Anything else (unreachable, a 5xx, wrong keys) is a 503 and
 * the caller changes nothing.
 */
export async function cancelInRazorpay(gateway: PaymentGateway, razorpaySubscriptionId: string, atCycleEnd: boolean) {
  await gateway.cancelSubscription(razorpaySubscriptionId, atCycleEnd).catch((error: unknown) => {
    const refusal = gatewayRefusal(error);
    if (refusal?.status === 400 && /not cancellable/i.test(refusal.description)) return;
    throw new AppError("UNAVAILABLE", say("subscription.cancelFailed"), { cause: error });
  });
}

/** Why a subscription replaced the one before: a higher plan, the other period, or the same again after cancelling. */
export function replaceReason(old: { plan: Role; period: BillingPeriod }, next: { plan: Role; period: BillingPeriod }) {
  if (old.plan !== next.plan) return "upgrade";
  return old.period !== next.period ? "switch" : "resume";
}

/**
 * The mandate is authorised (verify, or the authenticated/activated/charged webhook, whichever comes
 * first; the conditional update lets one through). The subscription it replaces is cancelled at once in
 * Razorpay (an upgrade, a switch, or one Razorpay halted; a failure rolls everything back, so a webhook
 * is retried) or, for a resume, marked replaced: it already ends at its cycle's end. For a higher plan the person's unused days
 * become days of it until the first charge (`startAt`), as a one-off upgrade's do (plan-cover.ts).
 */
export async function authorise(
  tx: Tx,
  publish: Publish,
  input: { row: SubscriptionRow; remote: RemoteSubscription; gateway: PaymentGateway; at: Date },
): Promise<boolean> {
  const { row, remote, gateway, at } = input;
  // Only a mandate Razorpay holds authorised: not one still waiting for its checkout, nor one that ended.
  if (remote.status !== "active" && remote.status !== "authenticated") return false;
  const state: SubscriptionState = remote.status;
  const { count } = await tx.subscription.updateMany({
    where: { id: row.id, status: "created" },
    data: { status: state, ...remoteDates(remote) },
  });
  if (count === 0) return false;
  row.status = state;
  row.paidCount = remote.paid_count;
  if (row.replacesId) {
    const old = await lockSubscription(tx, { id: row.replacesId });
    if (old && !FINAL.includes(old.status) && old.status !== "created") {
      const reason = replaceReason(old, row);
      // A halted one could still charge if its payment method were fixed: it is cancelled like any other.
      if (reason === "resume" && old.status !== "halted") {
        await tx.subscription.update({
          where: { id: old.id },
          data: { cancelReason: "replaced" },
          select: { id: true },
        });
      } else {
        await cancelInRazorpay(gateway, old.razorpaySubscriptionId, false);
        await tx.subscription.update({
          where: { id: old.id },
          data: {
            status: "cancelled",
            cancelReason: reason === "resume" ? "replaced" : reason,
            cancelledAt: at,
            endedAt: at,
            chargeAt: null,
            graceUntil: null,
          },
          select: { id: true },
        });
      }
    }
  }
  if (!row.userId) return true;
  const user = await lockUser(tx, row.userId);
  if (!user) return true;
  const from = effectiveRole(user, at);
  if (from === "starter" || ROLE_RANK[from] >= ROLE_RANK[row.plan]) return true;
  const startsAt = row.startAt && row.startAt > at ? row.startAt : at;
  await convertPlanCovers(tx, { userId: row.userId, at, creditedMs: startsAt.getTime() - at.getTime(), to: row.plan });
  if (startsAt > at) {
    await tx.user.update({ where: { id: row.userId }, data: { role: row.plan, planExpiresAt: startsAt } });
    publish("user", row.userId);
  }
  return true;
}

/**
 * One charge of a subscription (its first or a renewal), exactly once whoever reports it: a completed
 * Payment with the next receipt number and the cycle Razorpay charged for (current_start..current_end of
 * the entity reporting it), its stretch of the plan (plan-cover.ts, so a refund takes back what it should),
 * and the person's plan to max(its end, current_end). The payment id is unique, so a second report inserts
 * nothing and returns null. A captured payment that does not match the plan's amount is not applied.
 */
export async function applyCharge(
  tx: Tx,
  publish: Publish,
  input: {
    row: SubscriptionRow;
    remote: RemoteSubscription;
    payment: RemotePayment;
    at: Date;
    log: { warn(object: object, message: string): void };
  },
): Promise<string | null> {
  const { row, remote, payment, at } = input;
  const periodStart = fromUnix(remote.current_start);
  const periodEnd = fromUnix(remote.current_end);
  if (!payment.id || payment.status !== "captured" || !periodStart || !periodEnd) return null;
  // A workspace's renewal charges the seats of the quantity Razorpay had then (changed at the cycle's end).
  const expected = (row.amount / row.quantity) * (remote.quantity ?? row.quantity);
  if (payment.amount !== expected || (payment.currency ?? "INR") !== "INR") {
    input.log.warn({ subscriptionId: row.id, paymentId: payment.id }, "subscription charge amount does not match");
    return null;
  }
  const id = uuidv7(at.getTime());
  // Each invoice of a subscription has its own order; a payment without one still gets a unique key.
  const orderId = payment.order_id ?? `${row.razorpaySubscriptionId}:${payment.id}`;
  const inserted = await tx.$executeRaw`
    insert into "Payment" (id, "userId", plan, amount, currency, status, "razorpayOrderId", "razorpayPaymentId", "paidAt", "subscriptionId", "createdAt")
    values (${id}, ${row.userId}, ${row.plan}::"Role", ${expected}, 'INR', 'completed', ${orderId}, ${payment.id}, ${at}, ${row.id}, ${at})
    on conflict do nothing`;
  if (inserted === 0) return null;
  await tx.payment.update({
    where: { id },
    data: { receiptNumber: await nextReceiptNumber(tx) },
    select: { id: true },
  });
  const record = { periodStart, periodEnd };
  if (!row.userId) {
    await tx.payment.update({ where: { id }, data: record, select: { id: true } });
    return id;
  }
  const user = await lockUser(tx, row.userId);
  const from = user ? effectiveRole(user, at) : "starter";
  // A higher plan in force (set by an administrator) is never cut; a plan without an end is kept as is.
  if (!user || ROLE_RANK[from] > ROLE_RANK[row.plan] || (from === row.plan && !user.planExpiresAt)) {
    await tx.payment.update({ where: { id }, data: record, select: { id: true } });
    return id;
  }
  const kept =
    from === row.plan && user.planExpiresAt && user.planExpiresAt > periodEnd ? user.planExpiresAt : periodEnd;
  await tx.user.update({ where: { id: row.userId }, data: { role: row.plan, planExpiresAt: kept } });
  await coverPayment(tx, {
    paymentId: id,
    userId: row.userId,
    offer: {
      kind: "extend",
      plan: row.plan as "professional" | "enterprise",
      from,
      creditedDays: 0,
      startsAt: periodStart,
      endsAt: periodEnd,
    },
    at,
  });
  publish("user", row.userId);
  return id;
}

/**
 * After a charge or a checkout: Razorpay's state and dates on our row, unless they are older than what is
 * stored. A charge ends a grace period (graceUntil cleared; the failure stays on record for the admin).
 */
export async function syncCharged(tx: Tx, row: SubscriptionRow, remote: RemoteSubscription, method?: string | null) {
  const state: SubscriptionState = remote.status === "authenticated" ? "authenticated" : "active";
  if (isOlder(row, remote, state)) return false;
  await tx.subscription.update({
    where: { id: row.id },
    data: { status: state, ...remoteDates(remote), graceUntil: null, ...(method ? { method } : {}) },
    select: { id: true },
  });
  row.status = state;
  row.paidCount = remote.paid_count;
  return true;
}
