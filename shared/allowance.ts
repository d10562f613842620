/** Allowance rules both sides need, free of zod so the chat chunk stays small. */
import { PLANS } from "./plans";
import type { Role } from "./roles";
// Types only: the texts are the server's registry's (shared/server-messages.ts), which the chat chunk does not load.
import type { ServerMessage } from "./server-messages";
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
export function allowanceSpentMessage(plan: Role, limit: number, used: number, cost: number): ServerMessage {
  const upgrade = plan === "enterprise" ? "no" : "yes";
  const left = Math.max(0, limit - used);
  if (left > 0) return { key: "usage.creditsShort", values: { cost, left, plan: PLANS[plan].name, upgrade } };
  return { key: "usage.creditsSpent", values: { limit, plan: PLANS[plan].name, upgrade } };
}

/** The refusal of a reply beyond the plan's concurrent ones. */
export function concurrentRepliesMessage(plan: Role, limit: number): ServerMessage {
  const upgrade = plan === "enterprise" ? "no" : "yes";
  return { key: "usage.concurrent", values: { plan: PLANS[plan].name, count: limit, upgrade } };
}

/** The refusal of a turn that waited its whole time for a free slot. */
export const BUSY_MESSAGE: ServerMessage = { key: "chat.busy" };

/** The refusal of any turn from someone whose turns were refused too often in the last minute. */
export function tooManyRefusalsMessage(retryAfterSeconds: number): ServerMessage {
  return { key: "chat.tooManyRefusals", values: { seconds: retryAfterSeconds } };
}
