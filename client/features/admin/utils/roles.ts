import { isRole, ROLE_LABEL, ROLES, type Role } from "#shared/roles";

/** The plans by name: names stay in English in every language (docs/product/languages.md). */
export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = ROLES.map((role) => ({
  value: role,
  label: ROLE_LABEL[role],
}));

/** The role filter of the users screen: "" is All Roles. */
export function toRoleFilter(value: string | null): Role | "" {
  return isRole(value) ? value : "";
}

/** Role or tier label; an unknown value is shown as it is rather than hidden. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABEL[role] : role || ROLE_LABEL.starter;
}
