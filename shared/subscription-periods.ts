import { PLANS } from "./plans";

// The figures of subscriptions without their input schemas (shared/subscriptions.ts re-exports them): the
// pricing page, a public page, prices its cards with them, and importing zod there would cost ~24 KB of its
// 150 KB (vite.config.ts, `manualPureFunctions`; docs/decisions.md D147).

/** How often a subscription charges (docs/product/subscriptions.md). */
export const BILLING_PERIODS = ["monthly", "yearly"] as const;

/** A year costs ten months: two months free, as people compare elsewhere. */
export const YEARLY_MONTHS = 10;

/** What one cycle of `plan` costs on `period`, in paise. */
export function periodPrice(plan: "professional" | "enterprise", period: (typeof BILLING_PERIODS)[number]): number {
  return period === "yearly" ? PLANS[plan].amount * YEARLY_MONTHS : PLANS[plan].amount;
}

/** A pending renewal keeps the plan working this long after the cycle's end while Razorpay retries. */
export const GRACE_DAYS = 3;
/** The pre-debit notice goes out this long before each renewal (RBI asks for at least 24 hours). */
export const PRE_DEBIT_NOTICE_DAYS = 3;
