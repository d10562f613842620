import { z } from "zod";
import { paidPlanSchema } from "./payment";
import { PLANS } from "./plans";
import { requiredText } from "./text";

/** How often a subscription charges (docs/product/subscriptions.md). */
export const billingPeriodSchema = z.enum(["monthly", "yearly"], {
  error: "Unknown billing period: choose monthly or yearly",
});
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** A year costs ten months: two months free, as people compare elsewhere. */
export const YEARLY_MONTHS = 10;

/** What one cycle of `plan` costs on `period`, in paise. */
export function periodPrice(plan: "professional" | "enterprise", period: BillingPeriod): number {
  return period === "yearly" ? PLANS[plan].amount * YEARLY_MONTHS : PLANS[plan].amount;
}

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

/** A pending renewal keeps the plan working this long after the cycle's end while Razorpay retries. */
export const GRACE_DAYS = 3;
/** The pre-debit notice goes out this long before each renewal (RBI asks for at least 24 hours). */
export const PRE_DEBIT_NOTICE_DAYS = 3;

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
