import { randomBytes } from "node:crypto";
import { OPEN_ORDER_MINUTES } from "../../../shared/payment";
import { PLANS } from "../../../shared/plans";
import { say } from "../../../shared/server-messages";
import type { BillingPeriod } from "../../../shared/subscriptions";
import { seatPrice } from "../../../shared/workspace-seats";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { PaymentGateway } from "../../lib/payment-gateway";
import { type GatewayPlans, TOTAL_COUNT } from "../billing";

/** Longer than the gateway's own 10-second timeout (server/lib/payment-gateway.ts). */
const CHECKOUT_TRANSACTION_MS = 15_000;
/** An order or subscription not paid yet is offered again for as long as a person's order is. */
const OPEN_MS = OPEN_ORDER_MINUTES * 60 * 1000;

export interface SeatOrder {
  workspaceId: string;
  userId: string;
  seats: number;
  period: BillingPeriod;
  /** Seats added within the period in force (prorated) rather than a period bought. */
  addition: boolean;
  /** In paise. */
  amount: number;
}

/**
 * The Razorpay side of buying seats (docs/product/workspaces.md#buying-seats): a one-off order, or a subscription on
 * Enterprise's Razorpay plan of the period with `quantity` the seats. One step per workspace across instances (a
 * transaction-scoped advisory lock): a second click for the same thing gets the same order or subscription back,
 * made in the last 15 minutes and not paid; another order replaces the open one (a late capture of it is still
 * honoured, as the money moved).
 */
export function createSeatCheckout(deps: { db: Db; gateway: PaymentGateway; plans: GatewayPlans; now: () => Date }) {
  const { db, gateway } = deps;
  const lock = (tx: Pick<Db, "$executeRaw">, key: string) =>
    tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

  async function order(request: SeatOrder): Promise<string> {
    return db.$transaction(
      async (tx) => {
        await lock(tx, `seat-order:${request.workspaceId}`);
        const at = deps.now();
        const open = await tx.payment.findFirst({
          where: {
            workspaceId: request.workspaceId,
            status: "created",
            subscriptionId: null,
            seats: request.seats,
            seatsPeriod: request.period,
            seatsAddition: request.addition,
            amount: request.amount,
            createdAt: { gt: new Date(at.getTime() - OPEN_MS) },
          },
          select: { razorpayOrderId: true },
        });
        if (open) return open.razorpayOrderId;
        const created = await gateway
          .createOrder({
            amount: request.amount,
            currency: PLANS.enterprise.currency,
            // Receipts are at most 40 characters (Razorpay).
            receipt: `seats_${Date.now().toString(36)}_${randomBytes(6).toString("hex")}`,
            notes: { workspaceId: request.workspaceId, seats: String(request.seats), period: request.period },
          })
          .catch((error: unknown) => {
            throw new AppError("UNAVAILABLE", say("payment.orderFailed"), { cause: error });
          });
        await tx.payment.updateMany({
          where: { workspaceId: request.workspaceId, status: "created", subscriptionId: null },
          data: { status: "failed", failureReason: "Replaced by a newer order" },
        });
        await tx.payment.create({
          data: {
            userId: request.userId,
            plan: "enterprise",
            amount: request.amount,
            currency: PLANS.enterprise.currency,
            razorpayOrderId: created.id,
            workspaceId: request.workspaceId,
            seats: request.seats,
            seatsPeriod: request.period,
            seatsAddition: request.addition,
            createdAt: at,
          },
          select: { id: true },
        });
        return created.id;
      },
      { maxWait: CHECKOUT_TRANSACTION_MS, timeout: CHECKOUT_TRANSACTION_MS },
    );
  }

  /** A subscription for the workspace, stored `created` until its checkout authorises it; no person's plan. */
  async function subscription(request: { workspaceId: string; seats: number; period: BillingPeriod }) {
    const { workspaceId, seats, period } = request;
    const gatewayPlan = await deps.plans.ensure("enterprise", period).catch((error: unknown) => {
      throw new AppError("UNAVAILABLE", say("subscription.createFailed"), { cause: error });
    });
    return db.$transaction(
      async (tx) => {
        await lock(tx, `seat-subscription:${workspaceId}`);
        const at = deps.now();
        const open = await tx.subscription.findFirst({
          where: {
            workspaceId,
            status: "created",
            gatewayPlanId: gatewayPlan.id,
            quantity: seats,
            createdAt: { gt: new Date(at.getTime() - OPEN_MS) },
          },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        });
        if (open) return open;
        const created = await gateway
          .createSubscription({
            plan_id: gatewayPlan.razorpayPlanId,
            total_count: TOTAL_COUNT[period],
            quantity: seats,
            customer_notify: 1,
            notes: { workspaceId, seats: String(seats), period },
          })
          .catch((error: unknown) => {
            throw new AppError("UNAVAILABLE", say("subscription.createFailed"), { cause: error });
          });
        return tx.subscription.create({
          data: {
            userId: null,
            workspaceId,
            quantity: seats,
            plan: "enterprise",
            period,
            amount: seatPrice(period) * seats,
            gatewayPlanId: gatewayPlan.id,
            razorpaySubscriptionId: created.id,
            shortUrl: created.short_url,
            createdAt: at,
          },
        });
      },
      { maxWait: CHECKOUT_TRANSACTION_MS, timeout: CHECKOUT_TRANSACTION_MS },
    );
  }

  return { order, subscription };
}
