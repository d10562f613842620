import type { PaidPlan } from "../../../shared/billing";
import { PLANS } from "../../../shared/plans";
import { type BillingPeriod, billingPeriodSchema, periodPrice } from "../../../shared/subscriptions";
import type { Db } from "../../lib/db";
import type { PaymentGateway } from "../../lib/payment-gateway";

/** Longer than the gateway's own 10-second timeout (server/lib/payment-gateway.ts). */
const PLAN_TRANSACTION_MS = 15_000;

const PAID_PLANS: readonly PaidPlan[] = ["professional", "enterprise"];

/**
 * Razorpay's plans (docs/product/subscriptions.md, "Plans in Razorpay"): one per paid plan, period and
 * price, made in Razorpay through its API and kept in GatewayPlan. Ensured idempotently: a
 * transaction-scoped advisory lock per plan, period and price orders the instances, and the second finds
 * the row the first inserted. A changed price is a new row and a new Razorpay plan for new subscribers;
 * running subscriptions keep theirs. A row made by the simulated gateway (development without keys) is
 * given a real plan once keys are set, and the other way round.
 */
export function createGatewayPlans(deps: { db: Db; gateway: PaymentGateway }) {
  const { db, gateway } = deps;
  const usable = (razorpayPlanId: string) => razorpayPlanId.startsWith("plan_sim") === gateway.simulated;

  async function ensure(plan: PaidPlan, period: BillingPeriod) {
    const amount = periodPrice(plan, period);
    const found = await db.gatewayPlan.findUnique({ where: { plan_period_amount: { plan, period, amount } } });
    if (found && usable(found.razorpayPlanId)) return found;
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`gateway-plan:${plan}:${period}:${amount}`}, 0))`;
        const row = await tx.gatewayPlan.findUnique({ where: { plan_period_amount: { plan, period, amount } } });
        if (row && usable(row.razorpayPlanId)) return row;
        const { name, currency } = PLANS[plan];
        const created = await gateway.createPlan({
          period,
          interval: 1,
          item: { name: `${name} (${period})`, amount, currency },
          notes: { plan, period },
        });
        return row
          ? tx.gatewayPlan.update({ where: { id: row.id }, data: { razorpayPlanId: created.id } })
          : tx.gatewayPlan.create({ data: { plan, period, amount, razorpayPlanId: created.id } });
      },
      { maxWait: PLAN_TRANSACTION_MS, timeout: PLAN_TRANSACTION_MS },
    );
  }

  return {
    ensure,
    /** At start-up: today's prices of every paid plan and period (a failure is logged; subscribing ensures again). */
    async ensureAll(log: { warn(object: object, message: string): void }) {
      for (const plan of PAID_PLANS)
        for (const period of billingPeriodSchema.options)
          await ensure(plan, period).catch((error: unknown) =>
            log.warn({ err: error, plan, period }, "could not ensure the Razorpay plan: subscribing will try again"),
          );
    },
  };
}

export type GatewayPlans = ReturnType<typeof createGatewayPlans>;
