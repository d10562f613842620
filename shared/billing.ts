// The seller's details and their schema live in billing-settings.ts, imported from there: this module, which the
// public pages read, must not bring that schema (and zod) with it, not even as a re-export.
import type { BillingSettings } from "./billing-settings";
import { taxableInside } from "./gst";
import { effectiveRole, PLAN_PERIOD_DAYS, PLANS } from "./plans";
import { ROLE_RANK, type Role } from "./roles";
import { DAY_MS } from "./time";

export type PaidPlan = "professional" | "enterprise";

/** What a person holds: the stored plan and its end (null: free, or set by an admin without an end). */
export interface PlanHolding {
  role: Role;
  planExpiresAt: Date | null;
}

/**
 * What buying `plan` now would do (issue #14), worked out the same way for the
 * price card before paying and for the plan given once the money has moved:
 * - `buy`: from Starter (or a lapsed plan), 30 days from now;
 * - `upgrade`: to a higher plan; the unused time of the current one becomes
 *   days of the new one at the two plans' daily prices (whole days, rounded down);
 * - `extend`: the plan in force again, 30 days from its current end;
 * - `unavailable`: a lower plan while a higher one runs, or a plan set without an end.
 */
export type PlanOffer =
  | {
      kind: "buy" | "upgrade" | "extend";
      plan: PaidPlan;
      from: Role;
      creditedDays: number;
      startsAt: Date;
      endsAt: Date;
    }
  | { kind: "unavailable"; plan: PaidPlan; from: Role; reason: string };

/** Unused time of `from` converted into whole days of `to`, at their daily prices. */
export function creditedDays(from: Role, to: PaidPlan, unusedMs: number): number {
  if (unusedMs <= 0 || PLANS[from].amount === 0) return 0;
  // Integer paise × milliseconds stays exact far beyond a period; rounding down never credits a day not paid for.
  return Math.floor((unusedMs * PLANS[from].amount) / (PLANS[to].amount * DAY_MS));
}

export function planOffer(holding: PlanHolding, plan: PaidPlan, now: Date): PlanOffer {
  const from = effectiveRole(holding, now);
  const period = PLAN_PERIOD_DAYS * DAY_MS;
  if (ROLE_RANK[from] > ROLE_RANK[plan])
    return {
      kind: "unavailable",
      plan,
      from,
      reason: `You are on the ${PLANS[from].name} plan, which already includes ${PLANS[plan].name}.`,
    };
  if (from === plan) {
    if (!holding.planExpiresAt)
      return {
        kind: "unavailable",
        plan,
        from,
        reason: `Your ${PLANS[plan].name} plan has no end date, so there is nothing to extend.`,
      };
    const startsAt = holding.planExpiresAt;
    return { kind: "extend", plan, from, creditedDays: 0, startsAt, endsAt: new Date(startsAt.getTime() + period) };
  }
  const unusedMs = from === "starter" || !holding.planExpiresAt ? 0 : holding.planExpiresAt.getTime() - now.getTime();
  const credit = creditedDays(from, plan, unusedMs);
  return {
    kind: from === "starter" ? "buy" : "upgrade",
    plan,
    from,
    creditedDays: credit,
    startsAt: now,
    endsAt: new Date(now.getTime() + period + credit * DAY_MS),
  };
}

/**
 * The part of a payment's stretch of the plan still ahead of `at`, in
 * milliseconds: what a refund would take back (README, "Refunds").
 */
export function coverAhead(cover: { coversFrom: Date | null; coversUntil: Date | null }, at: Date): number {
  if (!cover.coversFrom || !cover.coversUntil) return 0;
  return Math.max(0, cover.coversUntil.getTime() - Math.max(at.getTime(), cover.coversFrom.getTime()));
}

/** A receipt's number as printed: one continuous series, e.g. NG-000042. */
export function receiptLabel(number: number): string {
  return `NG-${String(number).padStart(6, "0")}`;
}

/** GST inside a price that includes it (amounts in paise): what the receipt prints, or null when none is charged. */
export function gstBreakdown(amount: number, settings: Pick<BillingSettings, "gstin" | "gstRatePercent">) {
  if (!settings.gstin || settings.gstRatePercent <= 0) return null;
  const taxable = taxableInside(amount, settings.gstRatePercent);
  return { ratePercent: settings.gstRatePercent, taxable, tax: amount - taxable, gstin: settings.gstin };
}
