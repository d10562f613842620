import { Badge } from "../../../components/badge";
import { isRole, roleLabel } from "../utils/roles";

/** A user's plan (role) with the tier colours (SPEC §2 "Role (badge)"). */
export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={isRole(role) ? role : "neutral"}>{roleLabel(role)}</Badge>;
}
