import { ROLES, type Role } from "#shared/roles";

/** Whether a value (from storage, the address or a server answer) is one of the plans. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
