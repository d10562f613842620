import { type PaidPlan, planOffer } from "#shared/billing";
import { PLANS, type Plan } from "#shared/plans";
import { parseRole, ROLE_RANK } from "#shared/roles";
import type { BillingPeriod } from "#shared/subscriptions";
import type { RouterOutputs } from "../../../lib/trpc";
import type { PlanViewer, Translate } from "./plan-action";

export type MySubscription = NonNullable<RouterOutputs["subscription"]["mine"]>;

/** What a card's "Subscribe (renews automatically)" button does (docs/product/subscriptions.md, "Screens"). */
export type SubscribeAction =
  | { kind: "login"; label: string; disabled: false; hint: null }
  | { kind: "subscribe"; label: string; disabled: false; plan: PaidPlan; period: BillingPeriod; hint: string | null }
  /** The subscription in force, set to end at its cycle's end: a new mandate from that end (docs/decisions.md D144). */
  | { kind: "resume"; label: string; disabled: false; hint: null }
  | { kind: "none"; label: string; disabled: true; hint: string | null };

/** A subscription that renews, or will once Razorpay retries: one the person would replace by subscribing. */
const IN_FORCE = new Set(["authenticated", "active", "pending"]);

export function subscriptionInForce(subscription: MySubscription | null | undefined): MySubscription | null {
  return subscription && IN_FORCE.has(subscription.status) ? subscription : null;
}

/**
 * The subscribe button of a paid plan's card, for `period`. Mirrors what the server allows (it decides, and the
 * confirmation shows its answer): a plan below the one in force is included in it; the subscription in force
 * reads as such; another plan or period replaces it, its unused days credited, because Razorpay cannot change
 * a mandate's amount (docs/decisions.md D145). Starter has none.
 */
export function subscribeAction(
  plan: Plan,
  period: BillingPeriod,
  viewer: PlanViewer,
  mine: MySubscription | null | undefined,
  now: Date,
  t: Translate,
): SubscribeAction | null {
  if (plan.amount === 0) return null;
  const paid = plan.id as PaidPlan;
  const label = t("pricing.subscribe.label");
  if (!viewer.signedIn) return { kind: "login", label, disabled: false, hint: null };
  const included = (from: string) => ({
    kind: "none" as const,
    label: t("pricing.action.included", { plan: from }),
    disabled: true as const,
    hint: null,
  });
  const current = subscriptionInForce(mine);
  if (current) {
    const held = parseRole(current.plan);
    if (ROLE_RANK[held] > ROLE_RANK[paid]) return included(PLANS[held].name);
    const replaces = t("pricing.subscribe.replaces", { plan: PLANS[held].name });
    if (held === paid) {
      if (current.period === period && !current.cancelAtCycleEnd)
        return { kind: "none", label: t("pricing.subscribe.current"), disabled: true, hint: null };
      if (current.period !== period) {
        const switchLabel = period === "yearly" ? t("pricing.subscribe.toYearly") : t("pricing.subscribe.toMonthly");
        return { kind: "subscribe", label: switchLabel, disabled: false, plan: paid, period, hint: replaces };
      }
      return { kind: "resume", label: t("pricing.subscribe.resume"), disabled: false, hint: null };
    }
    return { kind: "subscribe", label, disabled: false, plan: paid, period, hint: replaces };
  }
  const holding = { role: viewer.role, planExpiresAt: viewer.planExpiresAt ? new Date(viewer.planExpiresAt) : null };
  const offer = planOffer(holding, paid, now);
  if (offer.kind === "unavailable")
    return offer.from === paid
      ? { kind: "none", label: t("pricing.action.current"), disabled: true, hint: null }
      : included(PLANS[offer.from].name);
  return { kind: "subscribe", label, disabled: false, plan: paid, period, hint: null };
}
