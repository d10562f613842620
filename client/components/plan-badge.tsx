import { type PlanStatus, planStatus } from "#shared/plans";
import { isRole, ROLE_LABEL } from "#shared/roles";
import { Badge, type BadgeTone } from "./badge";
import styles from "./plan-badge.module.css";

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

/**
 * A person's plan in force (`planStatus`, shared/plans.ts): a paid plan past
 * its end is Starter, with the lapsed plan named beside it, "Professional
 * (lapsed)", so a list never shows a lapsed plan as paid (issue #27).
 */
export function PlanInForceBadge({ role, planExpiresAt }: { role: string; planExpiresAt: string | null }) {
  if (!isRole(role)) return <PlanBadge plan={role} />;
  const plan = planStatus({ role, planExpiresAt: planExpiresAt ? new Date(planExpiresAt) : null }, new Date());
  if (plan.planStatus !== "expired") return <PlanBadge plan={plan.role} />;
  return (
    <span className={styles.inForce}>
      <PlanBadge plan={plan.role} />
      <span className={styles.lapsed}>{ROLE_LABEL[role]} (lapsed)</span>
    </span>
  );
}
