import { type PaidPlan, planOffer } from "../../../shared/billing";
import type { BillingSettings } from "../../../shared/billing-settings";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locales";
import type { VerifyPaymentInput } from "../../../shared/payment";
import { PLANS, planStatus } from "../../../shared/plans";
import { ROLE_RANK, type Role } from "../../../shared/roles";
import { englishText, say } from "../../../shared/server-messages";
import type { ChangeBus, Publish } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { UserViewer } from "../../core/session.service";
import type { Db, Tx } from "../../lib/db";
import { hmacHex, signatureMatches } from "../../lib/hmac";
import { type PaymentGateway, simulatedPaymentId } from "../../lib/payment-gateway";
import { createOrderOpener } from "./order";
import { coverPayment } from "./plan-cover";
import { loadReceipt, nextReceiptNumber, paymentChargeSelect, paymentHistorySelect } from "./receipt";
import { recordRefund } from "./refund";
import {
  type AfterCommit,
  runAfterCommit,
  type SubscriptionEvents,
  type SubscriptionNotice,
} from "./subscription-webhook";
import type { WebhookEvent } from "./webhook-event";

const verificationFailed = (details?: string) =>
  new AppError("BAD_REQUEST", say("payment.verificationFailed"), details ? { details } : {});

export function createPaymentService(deps: {
  db: Db;
  bus: ChangeBus;
  gateway: PaymentGateway;
  webhookSecret?: string;
  /** The seller's details printed on receipts. */
  seller: () => Promise<BillingSettings & { appName: string }>;
  /** A payment was completed and committed (its receipt is due). */
  onPaid: (paymentId: string) => void;
  /** Called once a refund has committed (its confirmation e-mail). */
  onRefunded: (paymentId: string) => void;
  /**
   * A workspace's one-off payment for seats (issue #35), completed by verify or a webhook: the workspace area
   * marks it paid and gives the workspace its seats, exactly once, in this transaction (services.ts injects it).
   */
  completeWorkspaceOrder?: (tx: Tx, publish: Publish, paymentId: string, razorpayPaymentId: string) => Promise<boolean>;
  /** `subscription.*` events (issue #32), applied in the webhook's transaction. */
  subscriptionEvents: SubscriptionEvents;
  /** A renewal failed or was halted, committed (the e-mail about it). */
  onSubscriptionNotice: SubscriptionNotice;
  now: () => Date;
  log: { warn(object: object, message: string): void };
}) {
  const { db, bus, gateway, now } = deps;
  const openOrder = createOrderOpener({ db, gateway, now });

  /**
   * Marks the payment completed, gives it the next receipt number and gives
   * the user what it bought, exactly once: the conditional update lets one
   * caller through (verify, a replay, or any webhook), and only that caller
   * changes the user. What it bought is `planOffer` at the moment the money
   * is applied: an upgrade credits the unused days of the plan it replaces
   * (and records which payments' days they were), the plan in force is
   * extended from its end, anything else runs 30 days from now. A payment
   * for a lower plan than the one in force (an old order paid late) is
   * recorded, since the money moved, but never cuts the higher plan.
   */
  async function applyPlan(tx: Tx, publish: Publish, paymentId: string, razorpayPaymentId: string): Promise<boolean> {
    const at = now();
    const seats = await tx.payment.findUnique({ where: { id: paymentId }, select: { workspaceId: true } });
    if (seats?.workspaceId && deps.completeWorkspaceOrder)
      return deps.completeWorkspaceOrder(tx, publish, paymentId, razorpayPaymentId);
    const { count } = await tx.payment.updateMany({
      where: { id: paymentId, status: { in: ["created", "failed"] } },
      data: { status: "completed", razorpayPaymentId, paidAt: at, failureReason: null },
    });
    if (count === 0) return false;
    const payment = await tx.payment.update({
      where: { id: paymentId },
      data: { receiptNumber: await nextReceiptNumber(tx) },
      select: { userId: true, plan: true },
    });
    if (!payment.userId) return true;
    const [user] = await tx.$queryRaw<Array<{ role: Role; planExpiresAt: Date | null }>>`
      select role::text as role, "planExpiresAt" from "User" where id = ${payment.userId} for update`;
    if (!user) return true;
    const offer = planOffer(user, payment.plan as PaidPlan, at);
    if (offer.kind === "unavailable") {
      deps.log.warn({ paymentId, userId: payment.userId }, "paid for a plan that changes nothing: plan kept");
      return true;
    }
    await tx.user.update({
      where: { id: payment.userId },
      data: { role: offer.plan, planExpiresAt: offer.endsAt },
    });
    await coverPayment(tx, { paymentId, userId: payment.userId, offer, at });
    publish("user", payment.userId);
    return true;
  }

  /** An order still open that will not be paid; `client` is the webhook's transaction when it reports the failure. */
  async function markFailed(
    where: { id?: string; razorpayOrderId?: string },
    reason: string,
    client: Pick<Tx, "payment"> = db,
  ) {
    await client.payment.updateMany({
      where: { ...where, status: "created" },
      data: { status: "failed", failureReason: reason },
    });
  }

  async function currentPlan(userId: string | null) {
    const user = userId
      ? await db.user.findUnique({ where: { id: userId }, select: { role: true, planExpiresAt: true } })
      : null;
    return planStatus(user ?? { role: "starter", planExpiresAt: null }, now());
  }

  /** Verify's answer: the plan in force, which stays the higher one when an old, cheaper order is paid late. */
  async function paidAnswer(payment: { userId: string | null; plan: Role }) {
    const plan = await currentPlan(payment.userId);
    const shown = ROLE_RANK[plan.role] > ROLE_RANK[payment.plan] ? plan.role : payment.plan;
    return { ...plan, message: englishText("payment.success", { plan: PLANS[shown].name }) };
  }

  /** Checks Razorpay's word on a payment against the order we created. */
  async function confirmCaptured(
    payment: { razorpayOrderId: string; amount: number; currency: string },
    razorpayPaymentId: string,
  ) {
    const remote = await gateway.fetchPayment(razorpayPaymentId).catch((error: unknown) => {
      throw new AppError("UNAVAILABLE", say("payment.confirmUnavailable"), {
        cause: error,
      });
    });
    if (remote.order_id !== payment.razorpayOrderId) return "the payment belongs to another order";
    if (remote.status !== "captured") return `the payment is ${remote.status}, not captured`;
    if (remote.amount !== payment.amount || remote.currency !== payment.currency)
      return `amount ${remote.amount} ${remote.currency} does not match the order's ${payment.amount} ${payment.currency}`;
    return null;
  }

  return {
    async createOrder(viewer: UserViewer, plan: PaidPlan) {
      const at = now();
      const holding = await db.user.findUnique({
        where: { id: viewer.id },
        select: { role: true, planExpiresAt: true },
      });
      const offer = planOffer(holding ?? { role: "starter", planExpiresAt: null }, plan, at);
      if (offer.kind === "unavailable") throw new AppError("BAD_REQUEST", offer.reason);
      const { amount, currency, name } = PLANS[plan];
      const orderId = await openOrder(viewer.id, plan);
      return {
        amount,
        currency,
        planName: name,
        orderId,
        keyId: gateway.keyId,
        simulated: gateway.simulated,
        prefill: { name: viewer.name, email: viewer.email },
      };
    },

    /**
     * After Checkout: the signature proves the ids came from Razorpay for our
     * order; Razorpay then confirms the capture and the amount. Replays return
     * the same answer with no second effect.
     */
    async verify(input: VerifyPaymentInput, viewer: UserViewer | null) {
      const payment = await db.payment.findUnique({
        where: { razorpayOrderId: input.razorpay_order_id },
        select: { id: true, userId: true, ...paymentChargeSelect },
      });
      if (!payment || (viewer && payment.userId !== viewer.id)) throw verificationFailed("Unknown order");
      const expected = hmacHex(gateway.keySecret, `${input.razorpay_order_id}|${input.razorpay_payment_id}`);
      // Anyone may call verify (no token needed), so a bad signature must not touch the order.
      if (!signatureMatches(expected, input.razorpay_signature)) throw verificationFailed("Signature mismatch");
      if (payment.status === "completed") {
        if (payment.razorpayPaymentId !== input.razorpay_payment_id) throw verificationFailed("Order already paid");
        return paidAnswer(payment);
      }
      if (payment.status === "refunded") throw verificationFailed("This payment was refunded");
      const problem = await confirmCaptured(payment, input.razorpay_payment_id);
      if (problem) {
        await markFailed({ id: payment.id }, problem);
        throw verificationFailed(problem);
      }
      const applied = await bus.transaction((tx, publish) =>
        applyPlan(tx, publish, payment.id, input.razorpay_payment_id),
      );
      if (applied) deps.onPaid(payment.id);
      return paidAnswer(payment);
    },

    /**
     * Razorpay's webhook, already signature-checked over the raw bytes. The
     * event id is recorded in the same transaction as the effect, so a
     * redelivery is a no-op and a crash in between leaves nothing half done.
     */
    async handleWebhook(
      eventId: string,
      event: WebhookEvent,
    ): Promise<{ status: "processed" | "duplicate" | "ignored" }> {
      let paid: string | null = null;
      let refunded: string | null = null;
      const subscriptionAfter: AfterCommit = { paid: [], notices: [] };
      const result = await bus.transaction(async (tx, publish) => {
        const inserted = await tx.$executeRaw`
          insert into "WebhookEvent" ("eventId", type, "receivedAt") values (${eventId}, ${event.event ?? "unknown"}, ${now()})
          on conflict ("eventId") do nothing`;
        if (inserted === 0) return { status: "duplicate" as const };
        const payment = event.payload?.payment?.entity;
        const subscription = event.payload?.subscription?.entity;
        if (event.event?.startsWith("subscription.")) {
          if (!subscription) return { status: "ignored" as const };
          const changed = await deps.subscriptionEvents.apply(
            tx,
            publish,
            { event: event.event, subscription, payment },
            now(),
            subscriptionAfter,
          );
          return { status: changed ? ("processed" as const) : ("ignored" as const) };
        }
        switch (event.event) {
          case "payment.captured":
          case "order.paid": {
            const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
            if (!payment?.id || !orderId) return { status: "ignored" as const };
            // The payload is a snapshot: act only on a captured payment (and, for order.paid, a paid order).
            if (payment.status !== "captured") return { status: "ignored" as const };
            if (event.event === "order.paid" && event.payload?.order?.entity?.status !== "paid")
              return { status: "ignored" as const };
            const ours = await tx.payment.findUnique({
              where: { razorpayOrderId: orderId },
              select: { id: true, amount: true, currency: true },
            });
            if (!ours) return { status: "ignored" as const };
            if (payment.amount !== ours.amount || payment.currency !== ours.currency) {
              deps.log.warn({ eventId, orderId }, "webhook amount does not match the order: not applied");
              return { status: "ignored" as const };
            }
            if (await applyPlan(tx, publish, ours.id, payment.id)) paid = ours.id;
            return { status: "processed" as const };
          }
          case "payment.failed": {
            if (!payment?.order_id || payment.status !== "failed") return { status: "ignored" as const };
            await markFailed({ razorpayOrderId: payment.order_id }, payment.error_description ?? "payment failed", tx);
            return { status: "processed" as const };
          }
          case "refund.processed": {
            // A refund still pending may yet fail: the plan stays until Razorpay says it is processed.
            const refund = event.payload?.refund?.entity;
            if (refund?.status !== "processed") return { status: "ignored" as const };
            const paymentId = refund.payment_id ?? payment?.id;
            const orderId = payment?.order_id;
            if (!paymentId && !orderId) return { status: "ignored" as const };
            const ours = await tx.payment.findFirst({
              where: paymentId
                ? { OR: [{ razorpayPaymentId: paymentId }, ...(orderId ? [{ razorpayOrderId: orderId }] : [])] }
                : { razorpayOrderId: orderId },
              select: { id: true },
            });
            if (!ours) return { status: "ignored" as const };
            // The admin's refund and this webhook share recordRefund: whichever comes second changes nothing.
            const recorded = await recordRefund(tx, publish, {
              paymentId: ours.id,
              razorpayRefundId: refund.id ?? null,
              at: now(),
            });
            if (!recorded) return { status: "ignored" as const };
            refunded = ours.id;
            return { status: "processed" as const };
          }
          default:
            return { status: "ignored" as const };
        }
      });
      if (paid) deps.onPaid(paid);
      if (refunded) deps.onRefunded(refunded);
      runAfterCommit(subscriptionAfter, deps);
      return result;
    },

    webhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean {
      if (!deps.webhookSecret) return false;
      return signatureMatches(hmacHex(deps.webhookSecret, rawBody), signature);
    },

    status(viewer: UserViewer) {
      return currentPlan(viewer.id);
    },

    history(viewer: UserViewer) {
      return db.payment.findMany({
        where: { userId: viewer.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: paymentHistorySelect,
      });
    },

    /** One of the caller's receipts (404 for anyone else's, and before the payment completes). */
    async receipt(viewer: UserViewer, paymentId: string, locale: Locale = DEFAULT_LOCALE) {
      const receipt = await loadReceipt(db, await deps.seller(), { paymentId, userId: viewer.id }, locale);
      if (!receipt) throw new AppError("NOT_FOUND", say("payment.receiptNotFound"));
      return receipt;
    },

    /** Development checkout: what Razorpay Checkout would hand back, signed with the local secret. */
    async simulate(viewer: UserViewer, input: { orderId: string; outcome: "success" | "failure" }) {
      if (!gateway.simulated) throw new AppError("NOT_FOUND", say("payment.simulatedOnly"));
      const payment = await db.payment.findFirst({
        where: { razorpayOrderId: input.orderId, userId: viewer.id },
        select: { id: true },
      });
      if (!payment) throw new AppError("NOT_FOUND", say("payment.orderNotFound"));
      if (input.outcome === "failure") {
        await markFailed({ id: payment.id }, "declined in the simulated checkout");
        return { failed: true as const };
      }
      const razorpay_payment_id = simulatedPaymentId(input.orderId);
      return {
        razorpay_order_id: input.orderId,
        razorpay_payment_id,
        razorpay_signature: hmacHex(gateway.keySecret, `${input.orderId}|${razorpay_payment_id}`),
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
