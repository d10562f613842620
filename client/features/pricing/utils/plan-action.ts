import { type PaidPlan, type PlanOffer, planOffer } from "#shared/billing";
import { PLAN_PERIOD_DAYS, PLANS, type Plan } from "#shared/plans";
import type { Role } from "#shared/roles";
import { formatLongDate } from "../../../lib/format-date";
import type { useT } from "../../../lib/i18n/use-t";

/** The translate function of `useT`, handed to the helpers that word the plan cards and offers. */
export type Translate = ReturnType<typeof useT>["t"];

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
 * while a higher one runs, a plan set without an end, Starter). Labels and
 * reasons come in the reader's language through `t`.
 */
export function planAction(plan: Plan, viewer: PlanViewer, now: Date, t: Translate): PlanAction {
  if (!viewer.signedIn) {
    const label = plan.amount === 0 ? t("pricing.action.getStarted") : t("pricing.action.choose", { plan: plan.name });
    return { kind: "login", label, disabled: false };
  }
  const current = { kind: "none", label: t("pricing.action.current"), disabled: true } as const;
  const included = (role: Role) =>
    ({ kind: "none", label: t("pricing.action.included", { plan: PLANS[role].name }), disabled: true }) as const;
  if (plan.amount === 0) return viewer.role === "starter" ? current : included(viewer.role);
  // Without the end date, "no end date" would be a guess: the current plan just reads as such until the status answers.
  if (plan.id === viewer.role && viewer.planStatus === null) return current;
  const holding = { role: viewer.role, planExpiresAt: viewer.planExpiresAt ? new Date(viewer.planExpiresAt) : null };
  const offer = planOffer(holding, plan.id as PaidPlan, now);
  if (offer.kind === "unavailable") {
    // The same two reasons as planOffer's (shared/billing.ts), in the reader's language.
    if (offer.from === plan.id)
      return { ...current, reason: t("pricing.action.reasonNoEnd", { plan: PLANS[plan.id].name }) };
    const reason = t("pricing.action.reasonIncluded", { current: PLANS[offer.from].name, plan: plan.name });
    return { ...included(offer.from), reason };
  }
  const label =
    offer.kind === "extend"
      ? t("pricing.action.extend", { days: PLAN_PERIOD_DAYS })
      : t("pricing.action.upgrade", { plan: plan.name });
  return { kind: "purchase", label, disabled: false, offer };
}

/** The line under a card's button: why it is disabled, or what buying it now does beyond the usual 30 days. */
export function planHint(action: PlanAction, t: Translate): string | null {
  if (action.kind === "none") return action.reason ?? null;
  if (action.kind !== "purchase") return null;
  const { offer } = action;
  if (offer.kind === "extend")
    return t("pricing.action.hintExtend", { date: formatLongDate(offer.startsAt), days: PLAN_PERIOD_DAYS });
  if (offer.creditedDays > 0)
    return t("pricing.action.hintCredit", { plan: PLANS[offer.from].name, count: offer.creditedDays });
  return null;
}
