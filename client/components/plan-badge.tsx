import { type PlanStatus, planStatus } from "#shared/plans";
import { isRole, ROLE_LABEL } from "#shared/roles";
import { useT } from "../lib/i18n/use-t";
import { Badge, type BadgeTone } from "./badge";
import styles from "./plan-badge.module.css";

/** Labels are catalogue keys, translated where they render; plan names stay in English (docs/product/languages.md). */
const STATUS: Record<PlanStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "common.plan.active", tone: "success" },
  expired: { label: "common.plan.expired", tone: "danger" },
  free: { label: "common.plan.free", tone: "neutral" },
};

/** A plan (a user's role, a payment's plan) in its tier colours; an unknown value is shown as it is, not hidden. */
export function PlanBadge({ plan }: { plan: string }) {
  return (
    <Badge tone={isRole(plan) ? plan : "neutral"}>{isRole(plan) ? ROLE_LABEL[plan] : plan || ROLE_LABEL.starter}</Badge>
  );
}

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { t } = useT();
  const look = STATUS[status] ?? STATUS.free;
  return <Badge tone={look.tone}>{t(look.label)}</Badge>;
}

/**
 * A person's plan in force (`planStatus`, shared/plans.ts): a paid plan past
 * its end is Starter, with the lapsed plan named beside it, "Professional
 * (lapsed)", so a list never shows a lapsed plan as paid (issue #27).
 */
export function PlanInForceBadge({ role, planExpiresAt }: { role: string; planExpiresAt: string | null }) {
  const { t } = useT();
  if (!isRole(role)) return <PlanBadge plan={role} />;
  const plan = planStatus({ role, planExpiresAt: planExpiresAt ? new Date(planExpiresAt) : null }, new Date());
  if (plan.planStatus !== "expired") return <PlanBadge plan={plan.role} />;
  return (
    <span className={styles.inForce}>
      <PlanBadge plan={plan.role} />
      <span className={styles.lapsed}>{t("common.plan.lapsed", { plan: ROLE_LABEL[role] })}</span>
    </span>
  );
}
