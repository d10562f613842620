import { ROLE_LABEL } from "../../shared/roles";
import { isRole } from "../lib/roles";
import { Badge, type BadgeTone } from "./badge";

/** Where a plan stands (DESIGN §2: paid plans last 30 days): as payment.status and the profile report it. */
export type PlanStatus = "active" | "expired" | "free";

const STATUS: Record<PlanStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "danger" },
  free: { label: "Free", tone: "neutral" },
};

/** A plan (a user's role, a payment's plan) in its tier colours; an unknown value is shown as it is, not hidden. */
export function PlanBadge({ plan }: { plan: string }) {
  return (
    <Badge tone={isRole(plan) ? plan : "neutral"}>{isRole(plan) ? ROLE_LABEL[plan] : plan || ROLE_LABEL.starter}</Badge>
  );
}

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const look = STATUS[status] ?? STATUS.free;
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
