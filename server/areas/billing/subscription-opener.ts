import type { PaidPlan } from "../../../shared/billing";
import { OPEN_ORDER_MINUTES } from "../../../shared/payment";
import { say } from "../../../shared/server-messages";
import type { BillingPeriod } from "../../../shared/subscriptions";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { PaymentGateway } from "../../lib/payment-gateway";
import type { GatewayPlans } from "./gateway-plans";

/** Longer than the gateway's own 10-second timeout (server/lib/payment-gateway.ts). */
const OPEN_TRANSACTION_MS = 15_000;
/** A subscription whose checkout was not done is offered again for as long as an order is. */
const OPEN_MS = OPEN_ORDER_MINUTES * 60 * 1000;

/**
 * Razorpay caps a subscription's cycles (`total_count`): ten years of months, or ten years. Razorpay then
 * completes it (the `subscription.completed` webhook) and the person subscribes again.
 */
export const TOTAL_COUNT: Record<BillingPeriod, number> = { monthly: 120, yearly: 10 };

export interface OpenRequest {
  userId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  /** The first charge, when later than the checkout (an upgrade's credited days, a switch, a resume). */
  startAt: Date | null;
  /** Our id of the subscription this one replaces once authorised. */
  replacesId: string | null;
}

/**
 * A person's Razorpay subscription for the checkout (docs/product/subscriptions.md, "Subscribing"). One
 * step per person across instances (a transaction-scoped advisory lock, as orders have): parallel clicks
 * for the same plan and period get the same subscription, made in the last 15 minutes and not authorised
 * yet; otherwise a new one is made in Razorpay (on the plan ensured for today's price) and stored `created`.
 */
export function createSubscriptionOpener(deps: {
  db: Db;
  gateway: PaymentGateway;
  plans: GatewayPlans;
  now: () => Date;
}) {
  const { db, gateway } = deps;
  return async (request: OpenRequest) => {
    const { userId, plan, period, startAt, replacesId } = request;
    const gatewayPlan = await deps.plans.ensure(plan, period).catch((error: unknown) => {
      throw new AppError("UNAVAILABLE", say("subscription.createFailed"), { cause: error });
    });
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`subscription-open:${userId}`}, 0))`;
        const at = deps.now();
        const open = await tx.subscription.findFirst({
          where: {
            userId,
            status: "created",
            gatewayPlanId: gatewayPlan.id,
            replacesId,
            startAt: startAt ? { not: null } : null,
            createdAt: { gt: new Date(at.getTime() - OPEN_MS) },
          },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        });
        if (open) return open;
        const created = await gateway
          .createSubscription({
            plan_id: gatewayPlan.razorpayPlanId,
            total_count: TOTAL_COUNT[period],
            customer_notify: 1,
            ...(startAt ? { start_at: Math.floor(startAt.getTime() / 1000) } : {}),
            notes: { userId, plan, period },
          })
          .catch((error: unknown) => {
            throw new AppError("UNAVAILABLE", say("subscription.createFailed"), { cause: error });
          });
        return tx.subscription.create({
          data: {
            userId,
            plan,
            period,
            amount: gatewayPlan.amount,
            gatewayPlanId: gatewayPlan.id,
            razorpaySubscriptionId: created.id,
            startAt,
            chargeAt: startAt,
            shortUrl: created.short_url,
            replacesId,
            createdAt: at,
          },
        });
      },
      { maxWait: OPEN_TRANSACTION_MS, timeout: OPEN_TRANSACTION_MS },
    );
  };
}
