import { z } from "zod";
import { paidPlanSchema } from "./payment";
import { BILLING_PERIODS } from "./subscription-periods";
import { requiredText } from "./text";

export { GRACE_DAYS, PRE_DEBIT_NOTICE_DAYS, periodPrice, YEARLY_MONTHS } from "./subscription-periods";

/** How often a subscription charges (docs/product/subscriptions.md). */
export const billingPeriodSchema = z.enum(BILLING_PERIODS, {
  error: "Unknown billing period: choose monthly or yearly",
});
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** Razorpay's subscription states as this app keeps them (prisma/schema.prisma, SubscriptionStatus). */
export const SUBSCRIPTION_STATES = [
  "created",
  "authenticated",
  "active",
  "pending",
  "halted",
  "cancelled",
  "completed",
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const createSubscriptionInput = z.object({ plan: paidPlanSchema, period: billingPeriodSchema });

/** What the subscription checkout hands back; the server trusts only the ids and checks the signature. */
export const verifySubscriptionInput = z.object({
  razorpay_payment_id: requiredText("razorpay_payment_id", { max: 100 }),
  razorpay_subscription_id: requiredText("razorpay_subscription_id", { max: 100 }),
  razorpay_signature: requiredText("razorpay_signature", { max: 200 }),
});
export type VerifySubscriptionInput = z.infer<typeof verifySubscriptionInput>;

export const simulateSubscriptionInput = z.object({
  subscriptionId: requiredText("subscriptionId", { max: 100 }),
  outcome: z.enum(["success", "failure"]),
});

export const adminSubscriptionsInput = z.object({
  state: z.enum([...SUBSCRIPTION_STATES, "cancelling", "all"]).default("all"),
  page: z.number().int().min(1).max(10_000).default(1),
});
