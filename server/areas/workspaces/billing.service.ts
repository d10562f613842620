import type { z } from "zod";
import { PLANS } from "../../../shared/plans";
import { englishText, say } from "../../../shared/server-messages";
import {
  prorateSeats,
  seatPrice,
  type seatsAddInput,
  type seatsBuyInput,
  type seatsNextInput,
  type seatsSimulateInput,
  type seatsVerifyOrderInput,
  type seatsVerifySubscriptionInput,
} from "../../../shared/workspace-seats";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { UserViewer } from "../../core/session.service";
import type { Db } from "../../lib/db";
import { hmacHex, signatureMatches } from "../../lib/hmac";
import { type PaymentGateway, simulatedPaymentId, simulatedSubscriptionPaymentId } from "../../lib/payment-gateway";
import {
  cancelInRazorpay,
  confirmSubscriptionCheckout,
  type GatewayPlans,
  runAfterCommit,
  type SubscriptionEvents,
  verificationFailed,
} from "../billing";
import { createSeatOrderCompletion, inForce, liveSubscription, lockWorkspace, scheduleQuantity } from "./billing-apply";
import { createSeatCheckout } from "./billing-checkout";
import { seatHolders, seatsOverview } from "./billing-overview";
import { MANAGERS, requireWorkspaceRole } from "./roles";

/**
 * Buying a workspace's seats (issue #35, docs/product/workspaces.md#buying-seats): the billing tab's figures, buying a
 * period (subscription or one-off), adding seats for the days left, the seats from the renewal, and the checkouts'
 * verify and development simulation. Managers only (404 to strangers, 403 to members). Completing a payment goes
 * through the billing area's paths (verify here, its webhook), which apply billing-apply.ts in their transaction.
 */
export function createSeatBilling(deps: {
  db: Db;
  bus: ChangeBus;
  gateway: PaymentGateway;
  plans: GatewayPlans;
  events: SubscriptionEvents;
  /** A payment completed and committed (its receipt, and for a workspace its invoice job). */
  onPaid: (paymentId: string) => void;
  now: () => Date;
}) {
  const { db, bus, gateway, now } = deps;
  const checkout = createSeatCheckout({ db, gateway, plans: deps.plans, now });
  const completeOrder = createSeatOrderCompletion({ gateway, now });
  const manager = (viewer: UserViewer, workspaceId: string) =>
    requireWorkspaceRole(db, workspaceId, viewer.id, MANAGERS);

  async function workspaceOf(workspaceId: string) {
    const row = await db.$transaction((tx) => lockWorkspace(tx, workspaceId));
    if (!row) throw new AppError("NOT_FOUND", say("workspaces.notFound"));
    return row;
  }

  const orderAnswer = (viewer: UserViewer, orderId: string, amount: number, seats: number) => ({
    kind: "order" as const,
    orderId,
    amount,
    currency: PLANS.enterprise.currency,
    seats,
    keyId: gateway.keyId,
    simulated: gateway.simulated,
    prefill: { name: viewer.name, email: viewer.email },
  });

  return {
    /** The billing tab: seats, their use, the period, the subscription, the prices and the payments. */
    async overview(viewer: UserViewer, workspaceId: string) {
      await manager(viewer, workspaceId);
      return seatsOverview(db, workspaceId, now());
    },

    /**
     * Buy seats for a period: a subscription (first charge now) or one period paid once. Paid once while seats
     * paid once are in force, it renews them from their end, for the seats of the next period.
     */
    async buy(viewer: UserViewer, input: z.infer<typeof seatsBuyInput>) {
      await manager(viewer, input.workspaceId);
      const at = now();
      const workspace = await workspaceOf(input.workspaceId);
      if (workspace.suspendedAt) throw new AppError("CONFLICT", say("seats.suspended"));
      if (await liveSubscription(db, workspace.id)) throw new AppError("CONFLICT", say("seats.subscriptionRunning"));
      const holders = await seatHolders(db, workspace.id, at);
      if (input.seats < holders)
        throw new AppError("CONFLICT", say("seats.belowHolders", { holders, excess: holders - input.seats }));
      if (inForce(workspace, at) && workspace.paidUntil) {
        if (input.renew)
          throw new AppError("CONFLICT", say("seats.subscribeAfter", { until: workspace.paidUntil.toISOString() }));
        if (workspace.period !== input.period)
          throw new AppError("CONFLICT", say("seats.periodMismatch", { period: workspace.period ?? "monthly" }));
        const next = workspace.seatsNext ?? workspace.seats;
        if (input.seats !== next) throw new AppError("CONFLICT", say("seats.renewalCount", { seats: next }));
      }
      if (input.renew) {
        const row = await checkout.subscription(input);
        return {
          kind: "subscription" as const,
          subscriptionId: row.razorpaySubscriptionId,
          amount: row.amount,
          currency: PLANS.enterprise.currency,
          seats: row.quantity,
          keyId: gateway.keyId,
          simulated: gateway.simulated,
          prefill: { name: viewer.name, email: viewer.email },
        };
      }
      const amount = seatPrice(input.period) * input.seats;
      const orderId = await checkout.order({ ...input, userId: viewer.id, addition: false, amount });
      return orderAnswer(viewer, orderId, amount, input.seats);
    },

    /** Seats added now: an order for the days left of the period in force (prorated, rounded to the rupee). */
    async add(viewer: UserViewer, input: z.infer<typeof seatsAddInput>) {
      await manager(viewer, input.workspaceId);
      const at = now();
      const workspace = await workspaceOf(input.workspaceId);
      if (workspace.suspendedAt) throw new AppError("CONFLICT", say("seats.suspended"));
      if (!inForce(workspace, at) || !workspace.paidUntil || !workspace.period)
        throw new AppError("CONFLICT", say("seats.notInForce"));
      const { amount } = prorateSeats({
        added: input.seats,
        period: workspace.period,
        paidUntil: workspace.paidUntil,
        at,
      });
      const orderId = await checkout.order({
        workspaceId: workspace.id,
        userId: viewer.id,
        seats: input.seats,
        period: workspace.period,
        addition: true,
        amount,
      });
      return orderAnswer(viewer, orderId, amount, input.seats);
    },

    /**
     * The seats from the next renewal: fewer take effect then (seatsNext), never below the members and pending
     * invitations there are now; the seats in force cancel a removal. A subscription's quantity changes at the
     * cycle's end in Razorpay in the same step (its refusal changes nothing here).
     */
    async scheduleNext(viewer: UserViewer, input: z.infer<typeof seatsNextInput>) {
      await manager(viewer, input.workspaceId);
      await bus.transaction(async (tx, publish) => {
        const at = now();
        const workspace = await lockWorkspace(tx, input.workspaceId);
        if (!workspace) throw new AppError("NOT_FOUND", say("workspaces.notFound"));
        if (!inForce(workspace, at)) throw new AppError("CONFLICT", say("seats.notInForce"));
        const holders = await seatHolders(tx, workspace.id, at);
        if (input.seats < holders)
          throw new AppError("CONFLICT", say("seats.belowHolders", { holders, excess: holders - input.seats }));
        const seatsNext = input.seats === workspace.seats ? null : input.seats;
        if (seatsNext !== null && seatsNext > workspace.seats) throw new AppError("CONFLICT", say("seats.addInstead"));
        const subscription = await liveSubscription(tx, workspace.id);
        if (subscription) await scheduleQuantity(gateway, subscription.razorpaySubscriptionId, input.seats);
        await tx.workspace.update({ where: { id: workspace.id }, data: { seatsNext }, select: { id: true } });
        publish("workspace", workspace.id);
      });
      return seatsOverview(db, input.workspaceId, now());
    },

    /**
     * "Stop renewing": the workspace's subscription is cancelled in Razorpay at the cycle's end and the seats run to
     * it; one not charged yet, or whose renewal is being retried, is cancelled at once and the seats keep the days
     * they have. As a person's "Cancel auto-renewal" (docs/product/subscriptions.md).
     */
    async stopRenewal(viewer: UserViewer, workspaceId: string) {
      await manager(viewer, workspaceId);
      const subscription = await liveSubscription(db, workspaceId);
      if (!subscription) throw new AppError("CONFLICT", say("seats.nothingRenews"));
      const atCycleEnd = subscription.status === "active";
      await cancelInRazorpay(gateway, subscription.razorpaySubscriptionId, atCycleEnd);
      const at = now();
      await db.subscription.update({
        where: { id: subscription.id },
        data: atCycleEnd
          ? { cancelAtCycleEnd: true, cancelReason: "workspace", cancelledAt: at }
          : { status: "cancelled", cancelReason: "workspace", cancelledAt: at, endedAt: at, chargeAt: null },
        select: { id: true },
      });
      const overview = await seatsOverview(db, workspaceId, at);
      return { ...overview, message: englishText("seats.renewalStopped") };
    },

    /** After the order's checkout: the signature, then Razorpay's word on the capture and the amount. */
    async verifyOrder(viewer: UserViewer, input: z.infer<typeof seatsVerifyOrderInput>) {
      await manager(viewer, input.workspaceId);
      const payment = await db.payment.findUnique({
        where: { razorpayOrderId: input.razorpay_order_id },
        select: { id: true, workspaceId: true, amount: true, currency: true, status: true, razorpayPaymentId: true },
      });
      if (!payment || payment.workspaceId !== input.workspaceId) throw verificationFailed("Unknown order");
      const expected = hmacHex(gateway.keySecret, `${input.razorpay_order_id}|${input.razorpay_payment_id}`);
      if (!signatureMatches(expected, input.razorpay_signature)) throw verificationFailed("Signature mismatch");
      if (payment.status === "refunded") throw verificationFailed("This payment was refunded");
      if (payment.status !== "completed") {
        const remote = await gateway.fetchPayment(input.razorpay_payment_id).catch((error: unknown) => {
          throw new AppError("UNAVAILABLE", say("payment.confirmUnavailable"), { cause: error });
        });
        if (remote.order_id !== input.razorpay_order_id || remote.status !== "captured")
          throw verificationFailed(`the payment is ${remote.status}, not captured for this order`);
        if (remote.amount !== payment.amount || remote.currency !== payment.currency)
          throw verificationFailed("the amount does not match the order");
        const applied = await bus.transaction((tx, publish) =>
          completeOrder(tx, publish, payment.id, input.razorpay_payment_id),
        );
        if (applied) deps.onPaid(payment.id);
      } else if (payment.razorpayPaymentId !== input.razorpay_payment_id)
        throw verificationFailed("Order already paid");
      const overview = await seatsOverview(db, input.workspaceId, now());
      return { ...overview, message: englishText("seats.bought", { seats: overview.seats }) };
    },

    /** After the subscription's checkout: as a person's subscription (subscription.service.ts), for the workspace. */
    async verifySubscription(viewer: UserViewer, input: z.infer<typeof seatsVerifySubscriptionInput>) {
      await manager(viewer, input.workspaceId);
      const ours = await db.subscription.findUnique({
        where: { razorpaySubscriptionId: input.razorpay_subscription_id },
        select: { id: true, workspaceId: true },
      });
      if (!ours || ours.workspaceId !== input.workspaceId) throw verificationFailed("Unknown subscription");
      const after = await confirmSubscriptionCheckout({ bus, gateway, events: deps.events, now }, ours.id, input);
      runAfterCommit(after, { onPaid: deps.onPaid, onSubscriptionNotice: () => {} });
      const overview = await seatsOverview(db, input.workspaceId, now());
      return { ...overview, message: englishText("seats.bought", { seats: overview.seats }) };
    },

    /** Development checkout only (no Razorpay keys): what Checkout would hand back, signed with the local secret. */
    async simulate(viewer: UserViewer, input: z.infer<typeof seatsSimulateInput>) {
      await manager(viewer, input.workspaceId);
      if (!gateway.simulated) throw new AppError("NOT_FOUND", say("payment.simulatedOnly"));
      if (input.outcome === "failure") {
        await db.payment.updateMany({
          where: { razorpayOrderId: input.id, workspaceId: input.workspaceId, status: "created" },
          data: { status: "failed", failureReason: "declined in the simulated checkout" },
        });
        return { failed: true as const };
      }
      const subscription = await db.subscription.findFirst({
        where: { razorpaySubscriptionId: input.id, workspaceId: input.workspaceId },
        select: { id: true },
      });
      if (subscription) {
        const paymentId = simulatedSubscriptionPaymentId(input.id, 1);
        return {
          razorpay_subscription_id: input.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: hmacHex(gateway.keySecret, `${paymentId}|${input.id}`),
        };
      }
      const order = await db.payment.findFirst({
        where: { razorpayOrderId: input.id, workspaceId: input.workspaceId },
        select: { id: true },
      });
      if (!order) throw new AppError("NOT_FOUND", say("payment.orderNotFound"));
      const paymentId = simulatedPaymentId(input.id);
      return {
        razorpay_order_id: input.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(gateway.keySecret, `${input.id}|${paymentId}`),
      };
    },

    /** For the billing area's verify and webhook (payment.service.ts `completeWorkspaceOrder`). */
    completeOrder,
  };
}

export type SeatBilling = ReturnType<typeof createSeatBilling>;
