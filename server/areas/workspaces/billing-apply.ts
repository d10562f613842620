import { say } from "../../../shared/server-messages";
import type { BillingPeriod } from "../../../shared/subscriptions";
import type { Publish } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { Tx } from "../../lib/db";
import { addBillingPeriod, gatewayRefusal, type PaymentGateway } from "../../lib/payment-gateway";
import { nextReceiptNumber, type WorkspaceCharge, type WorkspaceRenewalFailed } from "../billing";

// What a workspace's payment gives it (docs/product/workspaces.md#buying-seats), applied in the transaction that
// completes the payment, whoever reports it first (verify, a webhook): the workspace's row is locked, every change
// publishes ("workspace", id), so every instance drops its seats from memory when it commits.

export interface WorkspaceRow {
  id: string;
  seats: number;
  seatsNext: number | null;
  period: BillingPeriod | null;
  paidUntil: Date | null;
  suspendedAt: Date | null;
}

/** The workspace's seats, its row locked for the rest of the transaction (the same lock freeSeats takes). */
export async function lockWorkspace(tx: Tx, workspaceId: string): Promise<WorkspaceRow | null> {
  const [row] = await tx.$queryRaw<WorkspaceRow[]>`
    select id, seats, "seatsNext", period::text as period, "paidUntil", "suspendedAt"
    from "Workspace" where id = ${workspaceId} for update`;
  return row ?? null;
}

/** Seats are in force while paid until a moment ahead and not suspended (docs/product/workspaces.md#seats). */
export const inForce = (row: Pick<WorkspaceRow, "paidUntil" | "suspendedAt">, at: Date) =>
  !row.suspendedAt && row.paidUntil !== null && row.paidUntil > at;

/** The workspace's subscription that still renews (authorised, charged or retrying), if any. */
export function liveSubscription(tx: Pick<Tx, "subscription">, workspaceId: string) {
  return tx.subscription.findFirst({
    where: { workspaceId, status: { in: ["authenticated", "active", "pending"] }, cancelAtCycleEnd: false },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, razorpaySubscriptionId: true, status: true, quantity: true, period: true },
  });
}

/**
 * The subscription's quantity from its next cycle on (Razorpay's `schedule_change_at: "cycle_end"`). Razorpay
 * refusing (a 4xx: a state or a payment method it cannot update) is a 409 saying why; unreachable, a 503. Either
 * way the caller's transaction rolls back: nothing changes here unless Razorpay changed too.
 */
export async function scheduleQuantity(gateway: PaymentGateway, razorpaySubscriptionId: string, quantity: number) {
  await gateway
    .updateSubscription(razorpaySubscriptionId, { quantity, schedule_change_at: "cycle_end" })
    .catch((error: unknown) => {
      const refusal = gatewayRefusal(error);
      if (refusal && refusal.status >= 400 && refusal.status < 500)
        throw new AppError("CONFLICT", say("seats.updateRefused", { reason: refusal.description }), { cause: error });
      throw new AppError("UNAVAILABLE", say("seats.updateFailed"), { cause: error });
    });
}

/**
 * A one-off payment for seats, completed exactly once (the conditional update lets one caller through) with the next
 * receipt number. A period bought starts now, or at the end of the one in force when it renews it (the same
 * period, paid once); its seats replace the workspace's. Seats added within a period are added to those in force
 * (and to those scheduled for the renewal), and a subscription is told the new quantity for its next cycle.
 */
export function createSeatOrderCompletion(deps: { gateway: PaymentGateway; now: () => Date }) {
  return async (tx: Tx, publish: Publish, paymentId: string, razorpayPaymentId: string): Promise<boolean> => {
    const at = deps.now();
    const { count } = await tx.payment.updateMany({
      where: { id: paymentId, status: { in: ["created", "failed"] } },
      data: { status: "completed", razorpayPaymentId, paidAt: at, failureReason: null },
    });
    if (count === 0) return false;
    const payment = await tx.payment.update({
      where: { id: paymentId },
      data: { receiptNumber: await nextReceiptNumber(tx) },
      select: { workspaceId: true, seats: true, seatsPeriod: true, seatsAddition: true },
    });
    const workspace = payment.workspaceId ? await lockWorkspace(tx, payment.workspaceId) : null;
    if (!workspace || !payment.seats || !payment.seatsPeriod) return true;
    if (payment.seatsAddition) {
      const seats = workspace.seats + payment.seats;
      const seatsNext = workspace.seatsNext === null ? null : workspace.seatsNext + payment.seats;
      const subscription = await liveSubscription(tx, workspace.id);
      if (subscription) await scheduleQuantity(deps.gateway, subscription.razorpaySubscriptionId, seatsNext ?? seats);
      await tx.workspace.update({ where: { id: workspace.id }, data: { seats, seatsNext }, select: { id: true } });
      await tx.payment.update({
        where: { id: paymentId },
        data: { periodStart: at, periodEnd: workspace.paidUntil },
        select: { id: true },
      });
    } else {
      const renews = inForce(workspace, at) && workspace.period === payment.seatsPeriod && workspace.paidUntil;
      const from = renews && workspace.paidUntil ? workspace.paidUntil : at;
      const paidUntil = addBillingPeriod(from, payment.seatsPeriod);
      await tx.workspace.update({
        where: { id: workspace.id },
        data: { seats: payment.seats, seatsNext: null, period: payment.seatsPeriod, paidUntil },
        select: { id: true },
      });
      await tx.payment.update({
        where: { id: paymentId },
        data: { periodStart: from, periodEnd: paidUntil },
        select: { id: true },
      });
    }
    publish("workspace", workspace.id);
    return true;
  };
}

/**
 * A workspace's subscription charged (its first cycle or a renewal): the seats are the quantity charged for (a
 * removal scheduled for the renewal became Razorpay's quantity at the cycle's end), paid until the cycle's end.
 */
export const seatsCharged: WorkspaceCharge = async (tx, publish, charge) => {
  const workspace = await lockWorkspace(tx, charge.workspaceId);
  if (!workspace) return;
  await tx.payment.update({
    where: { id: charge.paymentId },
    data: { workspaceId: workspace.id, seats: charge.seats, seatsPeriod: charge.period },
    select: { id: true },
  });
  const paidUntil =
    workspace.paidUntil && workspace.paidUntil > charge.periodEnd ? workspace.paidUntil : charge.periodEnd;
  await tx.workspace.update({
    where: { id: workspace.id },
    data: {
      seats: charge.seats,
      seatsNext: workspace.seatsNext === charge.seats ? null : workspace.seatsNext,
      period: charge.period,
      paidUntil,
    },
    select: { id: true },
  });
  publish("workspace", workspace.id);
};

/**
 * A workspace's subscription failed to renew (docs/product/workspaces.md#buying-seats): while Razorpay retries, the
 * seats paid until the cycle's end work on to the grace's end; once it gives up, they end then (a workspace's seats
 * are paid by its subscription or by one-off periods, never both at once, so no other paid days are cut short).
 */
export const seatsRenewalFailed: WorkspaceRenewalFailed = async (tx, publish, { workspaceId, state, until }) => {
  const workspace = await lockWorkspace(tx, workspaceId);
  if (!workspace?.paidUntil) return;
  const changes = state === "pending" ? workspace.paidUntil < until : workspace.paidUntil > until;
  if (!changes) return;
  await tx.workspace.update({ where: { id: workspaceId }, data: { paidUntil: until }, select: { id: true } });
  publish("workspace", workspaceId);
};
