import { type PaidPlan, type PlanOffer, planOffer } from "#shared/billing";
import { PLAN_PERIOD_DAYS, PLANS, type Plan } from "#shared/plans";
import type { Role } from "#shared/roles";
import { formatLongDate } from "../../../lib/format-date";
import { formatPlanPrice } from "../../../lib/format-money";

/** An offer that can be paid for: what the confirmation shows and the checkout then carries out. */
export type PayableOffer = Exclude<PlanOffer, { kind: "unavailable" }>;

export type PlanAction =
  | { kind: "login"; label: string; disabled: false }
  | { kind: "purchase"; label: string; disabled: false; offer: PayableOffer }
  /** `reason`: why the plan cannot be bought, for the card to say under its button. */
  | { kind: "none"; label: string; disabled: true; reason?: string };

/** The person looking at the cards: their plan as payment.status gives it (its end date kept even when lapsed). */
export interface PlanViewer {
  signedIn: boolean;
  role: Role;
  planExpiresAt: string | null;
  /** Null until payment.status has answered: only the stored role is known, not its end. */
  planStatus: string | null;
}

/**
 * What a plan card's button does (docs/product/screens.md Pricing, issue #14). Anonymous
 * visitors are sent to /login. Signed-in people get `planOffer`, the rule the
 * server applies to the order: a first purchase or an upgrade, the plan in
 * force extended by 30 days, or a disabled button that says why (a lower plan
 * while a higher one runs, a plan set without an end, Starter).
 */
export function planAction(plan: Plan, viewer: PlanViewer, now: Date): PlanAction {
  if (!viewer.signedIn) {
    return { kind: "login", label: plan.amount === 0 ? "Get Started" : `Choose ${plan.name}`, disabled: false };
  }
  if (plan.amount === 0) {
    return viewer.role === "starter"
      ? { kind: "none", label: "Current Plan", disabled: true }
      : { kind: "none", label: `Included in ${PLANS[viewer.role].name}`, disabled: true };
  }
  // Without the end date, "no end date" would be a guess: the current plan just reads as such until the status answers.
  if (plan.id === viewer.role && viewer.planStatus === null)
    return { kind: "none", label: "Current Plan", disabled: true };
  const holding = { role: viewer.role, planExpiresAt: viewer.planExpiresAt ? new Date(viewer.planExpiresAt) : null };
  const offer = planOffer(holding, plan.id as PaidPlan, now);
  if (offer.kind === "unavailable") {
    const label = offer.from === plan.id ? "Current Plan" : `Included in ${PLANS[offer.from].name}`;
    return { kind: "none", label, disabled: true, reason: offer.reason };
  }
  const label = offer.kind === "extend" ? `Extend by ${PLAN_PERIOD_DAYS} days` : `Upgrade to ${plan.name}`;
  return { kind: "purchase", label, disabled: false, offer };
}

/**
 * What paying will do, in one sentence shown before paying (issue #14), e.g.
 * "₹599 today — your plan runs until 4 Jan 2027 including 12 days credited from Professional".
 */
export function offerSummary(offer: PayableOffer): string {
  const today = `${formatPlanPrice(PLANS[offer.plan].amount)} today — your plan runs until ${formatLongDate(offer.endsAt)}`;
  if (offer.kind === "extend") return `${today} (${PLAN_PERIOD_DAYS} days added to your current end date)`;
  if (offer.creditedDays > 0)
    return `${today} including ${creditedText(offer.creditedDays)} from ${PLANS[offer.from].name}`;
  return today;
}

/** "12 days credited" / "1 day credited". */
export function creditedText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} credited`;
}

/** The line under a card's button: why it is disabled, or what buying it now does beyond the usual 30 days. */
export function planHint(action: PlanAction): string | null {
  if (action.kind === "none") return action.reason ?? null;
  if (action.kind !== "purchase") return null;
  const { offer } = action;
  if (offer.kind === "extend") {
    return `Your plan ends on ${formatLongDate(offer.startsAt)}; extending adds ${PLAN_PERIOD_DAYS} days to it.`;
  }
  if (offer.creditedDays > 0) {
    return `Unused ${PLANS[offer.from].name} time adds ${offer.creditedDays} ${offer.creditedDays === 1 ? "day" : "days"}.`;
  }
  return null;
}
