import type { Role } from "./roles";

export interface Plan {
  id: Role;
  name: string;
  /** Monthly price in paise (minor units of INR). */
  amount: number;
  currency: "INR";
  tagline: string;
  features: string[];
  badge?: string;
  featured?: boolean;
}

export const PLAN_PERIOD_DAYS = 30;

export const PLANS: Record<Role, Plan> = {
  starter: {
    id: "starter",
    name: "Starter",
    amount: 0,
    currency: "INR",
    tagline: "Everything you need to explore AI.",
    features: ["4 free models", "Basic chat", "Standard response time", "Community support"],
  },
  professional: {
    id: "professional",
    name: "Professional",
    amount: 24900,
    currency: "INR",
    tagline: "Premium models for daily work.",
    badge: "Most Popular",
    features: ["Premium models", "Priority responses", "Enhanced accuracy", "Email support", "Early feature access"],
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    amount: 59900,
    currency: "INR",
    tagline: "Every model, every tool, top priority.",
    featured: true,
    features: [
      "Everything in Professional",
      "Exclusive models",
      "Dedicated support",
      "Custom integrations",
      "Highest priority",
      "Early access to upcoming tools",
      "Custom training",
      "API access",
      "Advanced analytics",
    ],
  },
};

export const PLAN_LIST: Plan[] = [PLANS.starter, PLANS.professional, PLANS.enterprise];

/** A paid plan whose period has ended counts as Starter; a plan without an end date (set by an admin) stands. */
export function effectiveRole(user: { role: Role; planExpiresAt: Date | null }, now = new Date()): Role {
  if (user.role !== "starter" && user.planExpiresAt && user.planExpiresAt <= now) return "starter";
  return user.role;
}

export type PlanStatus = "free" | "active" | "expired";

/** The plan in force and when it ends, as the status call and the profile show it. */
export function planStatus(user: { role: Role; planExpiresAt: Date | null }, now: Date) {
  const role = effectiveRole(user, now);
  const status: PlanStatus = user.role === "starter" ? "free" : role === "starter" ? "expired" : "active";
  // The end is kept for a lapsed plan too, so screens can say when it ended.
  return { role, planExpiresAt: user.role === "starter" ? null : user.planExpiresAt, planStatus: status };
}

/** The plan in force by name, with a lapsed paid plan named after it: "Starter (Professional lapsed)". */
export function planInForceName(user: { role: Role; planExpiresAt: Date | null }, now: Date): string {
  const { role, planStatus: status } = planStatus(user, now);
  return status === "expired" ? `${PLANS[role].name} (${PLANS[user.role].name} lapsed)` : PLANS[role].name;
}
