import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { ArrowRightIcon, CrownIcon } from "../../../components/icons";
import { PlanBadge, type PlanStatus, PlanStatusBadge } from "../../../components/plan-badge";
import { formatDate } from "../../../lib/format-date";
import { toRole } from "../../../lib/session";
import styles from "./profile-page.module.css";

interface SubscriptionCardProps {
  role: string;
  planStatus: PlanStatus;
  /** ISO date the paid period ends, or null (Starter, or a plan granted without an end). */
  planExpiresAt: string | null;
  className?: string;
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
  const endDate = formatDate(planExpiresAt);

  return (
    <Card as="section" aria-labelledby="profile-plan-title" className={className}>
      <h2 id="profile-plan-title" className={styles.cardTitle}>
        <CrownIcon size={20} />
        Subscription Plan
      </h2>
      <DetailList>
        <DetailRow term="Current Plan">
          <PlanBadge plan={toRole(role)} />
        </DetailRow>
        <DetailRow term="Plan Status">
          <PlanStatusBadge status={planStatus} />
        </DetailRow>
        <DetailRow term="Next Billing Date">{planStatus === "active" && endDate ? endDate : "-"}</DetailRow>
      </DetailList>
      <p className={styles.note}>{planNote(planStatus, endDate)}</p>
      <ButtonLink to="/pricing" trailingIcon={<ArrowRightIcon size={16} />} className={styles.upgrade}>
        Upgrade Plan
      </ButtonLink>
    </Card>
  );
}
