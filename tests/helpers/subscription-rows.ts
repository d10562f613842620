import type { Prisma } from "../../server/generated/prisma/client";
import type { Db } from "../../server/lib/db";
import { type BillingPeriod, periodPrice } from "../../shared/subscriptions";

// Subscription rows written straight into the database, as the subscription service leaves them after Razorpay's
// webhooks (issue #32): for tests of what reads them (notices, the admin's figures) apart from what writes them.

let made = 0;

/** The gateway plan for (plan, period) at today's price, made once per database (two calls at once may both try). */
async function gatewayPlan(db: Db, plan: "professional" | "enterprise", period: BillingPeriod) {
  const amount = periodPrice(plan, period);
  const where = { plan_period_amount: { plan, period, amount } };
  await db.gatewayPlan.createMany({
    data: [{ plan, period, amount, razorpayPlanId: `plan_test_${plan}_${period}_${amount}` }],
    skipDuplicates: true,
  });
  return db.gatewayPlan.findUniqueOrThrow({ where });
}

/** A subscription of `userId` (Professional monthly and active unless told), at today's price for its plan and period. */
export async function insertSubscription(
  db: Db,
  userId: string | null,
  fields: Partial<Omit<Prisma.SubscriptionUncheckedCreateInput, "plan" | "period">> & {
    plan?: "professional" | "enterprise";
    period?: BillingPeriod;
  } = {},
) {
  const { plan = "professional", period = "monthly", ...rest } = fields;
  const gateway = await gatewayPlan(db, plan, period);
  made += 1;
  return db.subscription.create({
    data: {
      userId,
      plan,
      period,
      amount: gateway.amount,
      gatewayPlanId: gateway.id,
      razorpaySubscriptionId: `sub_test_${Date.now().toString(36)}_${made}`,
      status: "active",
      ...rest,
    },
  });
}
