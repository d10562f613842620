/** Allowance rules both sides need, free of zod so the chat chunk stays small. */
import { PLANS } from "./plans";
import type { Role } from "./roles";
import { DAY_MS, IST_OFFSET_MS, istDay } from "./time";

/**
 * Each catalogue model costs credits per message; each plan has credits a day
 * (shared/usage.ts holds the settings schema). A new model costs its tier's
 * default until an admin changes it.
 */
export const DEFAULT_MODEL_CREDITS: Record<Role, number> = { starter: 1, professional: 2, enterprise: 5 };

/** The day an allowance belongs to: the calendar day in India at `at`, as YYYY-MM-DD. */
export const usageDay = istDay;

/** When the allowance of the day containing `at` renews: the next 00:00 IST. */
export function allowanceResetsAt(at: Date): Date {
  const istMidnight = Date.parse(`${usageDay(at)}T00:00:00.000Z`) - IST_OFFSET_MS;
  return new Date(istMidnight + DAY_MS);
}

/** The refusal a person sees when today's credits do not cover a message: what happened, when it renews, what to do. */
export function allowanceSpentMessage(plan: Role, limit: number, used: number, cost: number): string {
  const upgrade = plan === "enterprise" ? "" : ", or upgrade for more";
  const left = Math.max(0, limit - used);
  if (left > 0)
    return `This model needs ${cost} credits per message and you have ${left} left today on the ${PLANS[plan].name} plan. They renew at 00:00 IST; a model that needs fewer credits still works${upgrade}.`;
  return `You have used today's ${limit} credits on the ${PLANS[plan].name} plan. They renew at 00:00 IST${upgrade}.`;
}

/** The refusal of a reply beyond the plan's concurrent ones. */
export function concurrentRepliesMessage(plan: Role, limit: number): string {
  const upgrade = plan === "enterprise" ? "" : ", or upgrade to have more at once";
  const replies = limit === 1 ? "1 reply" : `${limit} replies`;
  return `The ${PLANS[plan].name} plan answers ${replies} at a time. Wait for the current one to finish${upgrade}.`;
}

/** The refusal of a turn that waited its whole time for a free slot. */
export const BUSY_MESSAGE =
  "All our AI slots are busy right now, so your message was not sent and no credits were used. Please try again in a moment.";

/** The refusal of any turn from someone whose turns were refused too often in the last minute. */
export function tooManyRefusalsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? "1 second" : `${retryAfterSeconds} seconds`;
  return `Too many of your messages were refused in the last minute. Please wait ${wait} before sending again.`;
}
