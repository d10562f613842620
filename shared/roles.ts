/*
 * No zod here: the SPA's entry chunk reads these constants, and a module is bundled whole, so a
 * schema built here (and used by any lazy page) would put all of zod in every page's first load
 * (BENCHMARKS.md, "SPA initial JavaScript"). The schema is in ./role-schema.
 */

/** Plans double as user roles; the order is the plan hierarchy. */
export const ROLES = ["starter", "professional", "enterprise"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = { starter: 0, professional: 1, enterprise: 2 };

export const ROLE_LABEL: Record<Role, string> = {
  starter: "Starter",
  professional: "Professional",
  enterprise: "Enterprise",
};

/** Whether a plan includes the models of a tier. */
export function planIncludesTier(plan: Role, tier: Role): boolean {
  return ROLE_RANK[plan] >= ROLE_RANK[tier];
}

/** Whether a value (from storage, the address or a server answer) is one of the plans. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Reads a stored role string, falling back to starter as the spec requires. */
export function parseRole(value: unknown): Role {
  return isRole(value) ? value : "starter";
}
