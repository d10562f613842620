import { z } from "zod";

/** Plans double as user roles; the order is the plan hierarchy. */
export const ROLES = ["starter", "professional", "enterprise"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

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

/** Reads a stored role string, falling back to starter as the spec requires. */
export function parseRole(value: unknown): Role {
  const parsed = roleSchema.safeParse(value);
  return parsed.success ? parsed.data : "starter";
}
