import type { Role } from "../../../../shared/roles";

export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: "starter", label: "Starter" },
  { value: "professional", label: "Professional" },
  { value: "enterprise", label: "Enterprise" },
];

const LABELS: Record<Role, string> = { starter: "Starter", professional: "Professional", enterprise: "Enterprise" };

export function isRole(value: unknown): value is Role {
  return value === "starter" || value === "professional" || value === "enterprise";
}

/** The role filter of the users screen: "" is All Roles. */
export function toRoleFilter(value: string | null): Role | "" {
  return isRole(value) ? value : "";
}

/** Role or tier label; an unknown value is shown as it is rather than hidden. */
export function roleLabel(role: string): string {
  return isRole(role) ? LABELS[role] : role || "Starter";
}
