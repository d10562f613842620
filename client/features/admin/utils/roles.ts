import { isRole, ROLE_LABEL, ROLES, type Role } from "#shared/roles";

export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = ROLES.map((role) => ({
  value: role,
  label: ROLE_LABEL[role],
}));

/** The role filter of the users screen (docs/product/screens.md "Admin users"). */
export const ROLE_FILTERS: readonly { value: Role | ""; label: string }[] = [
  { value: "", label: "All Roles" },
  ...ROLE_OPTIONS,
];

/** The role filter of the users screen: "" is All Roles. */
export function toRoleFilter(value: string | null): Role | "" {
  return isRole(value) ? value : "";
}

/** Role or tier label; an unknown value is shown as it is rather than hidden. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABEL[role] : role || ROLE_LABEL.starter;
}
