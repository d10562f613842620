import { canPurchase, type Plan } from "../../../../shared/plans";
import { ROLE_LABEL, type Role } from "../../../../shared/roles";

export type PlanActionKind = "login" | "purchase" | "none";

export interface PlanAction {
  kind: PlanActionKind;
  label: string;
  disabled: boolean;
}

/**
 * What a plan card's button does (SPEC §2 Pricing, §4 Purchase): anonymous
 * visitors are sent to /login; signed-in users may buy only a paid plan above
 * their own, and every other button is disabled with the reason as its label.
 */
export function planAction(plan: Plan, signedIn: boolean, current: Role): PlanAction {
  if (!signedIn) {
    return { kind: "login", label: plan.amount === 0 ? "Get Started" : `Choose ${plan.name}`, disabled: false };
  }
  if (plan.id === current) return { kind: "none", label: "Current Plan", disabled: true };
  if (canPurchase(current, plan.id)) return { kind: "purchase", label: `Upgrade to ${plan.name}`, disabled: false };
  return { kind: "none", label: `Included in ${ROLE_LABEL[current]}`, disabled: true };
}
