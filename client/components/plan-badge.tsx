import type { PlanStatus } from "#shared/plans";
import { ROLE_LABEL } from "#shared/roles";
import { isRole } from "../lib/roles";
import { Badge, type BadgeTone } from "./badge";

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
