import { ROLE_LABEL } from "../../../../shared/roles";
import { Badge, type BadgeTone } from "../../../components/badge";
import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ArrowRightIcon, CrownIcon } from "../../../components/icons";
import { formatLongDate } from "../../../lib/format-date";
import { toRole } from "../../../lib/session";
import styles from "./profile-page.module.css";

export type PlanStatus = "active" | "expired" | "free";

const STATUS: Record<PlanStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "danger" },
  free: { label: "Free", tone: "neutral" },
};

interface SubscriptionCardProps {
  role: string;
  planStatus: PlanStatus;
  /** ISO date the paid period ends, or null (Starter, or a plan granted without an end). */
  planExpiresAt: string | null;
  className?: string;
}

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatLongDate(date);
}

function planNote(status: PlanStatus, endDate: string | null): string {
  if (status === "active") {
    return endDate
      ? `Paid until ${endDate}. Plans do not renew by themselves: when it ends you are back on Starter and can buy again from Pricing.`
      : "Your plan is active and has no end date.";
  }
  if (status === "expired") {
    return endDate
      ? `Your paid plan ended on ${endDate}. You are on Starter until you buy a plan again.`
      : "Your paid plan has ended. You are on Starter until you buy a plan again.";
  }
  return "Starter is free forever. Upgrade for premium models.";
}

/** Subscription Plan with the real status and end date of the paid period (DESIGN §2). */
export function SubscriptionCard({ role, planStatus, planExpiresAt, className }: SubscriptionCardProps) {
  const plan = toRole(role);
  const status = STATUS[planStatus] ?? STATUS.free;
  const endDate = formatDate(planExpiresAt);

  return (
    <Card as="section" aria-labelledby="profile-plan-title" className={className}>
      <h2 id="profile-plan-title" className={styles.cardTitle}>
        <CrownIcon size={20} />
        Subscription Plan
      </h2>
      <dl className={styles.fields}>
        <div className={styles.fieldRow}>
          <dt>Current Plan</dt>
          <dd>
            <Badge tone={plan}>{ROLE_LABEL[plan]}</Badge>
          </dd>
        </div>
        <div className={styles.fieldRow}>
          <dt>Plan Status</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div className={styles.fieldRow}>
          <dt>Next Billing Date</dt>
          <dd>{planStatus === "active" && endDate ? endDate : "-"}</dd>
        </div>
      </dl>
      <p className={styles.note}>{planNote(planStatus, endDate)}</p>
      <ButtonLink to="/pricing" trailingIcon={<ArrowRightIcon size={16} />} className={styles.upgrade}>
        Upgrade Plan
      </ButtonLink>
    </Card>
  );
}
