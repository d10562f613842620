import type { PlanStatus } from "#shared/plans";
import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { ArrowRightIcon, CrownIcon } from "../../../components/icons";
import { PlanBadge, PlanStatusBadge } from "../../../components/plan-badge";
import { formatDate } from "../../../lib/format-date";
import { PATHS } from "../../../lib/paths";
import styles from "./profile-page.module.css";

interface SubscriptionCardProps {
  role: string;
  planStatus: PlanStatus;
  /** ISO date the paid period ends, or null (Starter, or a plan granted without an end). */
  planExpiresAt: string | null;
  className?: string;
}

/** "Plan ends on": plans do not renew (issue #14 retired "Next Billing Date"), so this is the day it stops. */
function endText(status: PlanStatus, endDate: string | null): string {
  if (status === "free") return "Never (Starter is free)";
  if (status === "expired") return endDate ? `Ended on ${endDate}` : "Ended";
  return endDate ?? "No end date";
}

function planNote(status: PlanStatus, endDate: string | null): string {
  if (status === "active") {
    return endDate
      ? "Plans do not renew by themselves. Extend early from Pricing and 30 days are added to this date; upgrade and the unused days are credited."
      : "Your plan was set by an administrator and has no end date.";
  }
  if (status === "expired") {
    return endDate
      ? `Your paid plan ended on ${endDate}. You are on Starter until you buy a plan again.`
      : "Your paid plan has ended. You are on Starter until you buy a plan again.";
  }
  return "Starter is free forever. Upgrade for premium models.";
}

/** What Pricing offers this person: the plan in force can be extended when it has an end; Enterprise has nothing above. */
function pricingLabel(role: Role, status: PlanStatus, endDate: string | null): string {
  if (status !== "active") return "Upgrade Plan";
  if (role === "enterprise") return endDate ? "Extend Plan" : "See Plans";
  return endDate ? "Extend or Upgrade" : "Upgrade Plan";
}

/** Subscription Plan with the real status and end date of the paid period (docs/product.md#changes-from-the-original-specification). */
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
          <PlanBadge plan={parseRole(role)} />
        </DetailRow>
        <DetailRow term="Plan Status">
          <PlanStatusBadge status={planStatus} />
        </DetailRow>
        <DetailRow term="Plan ends on">{endText(planStatus, endDate)}</DetailRow>
      </DetailList>
      <p className={styles.note}>{planNote(planStatus, endDate)}</p>
      <ButtonLink to={PATHS.pricing} trailingIcon={<ArrowRightIcon size={16} />} className={styles.upgrade}>
        {pricingLabel(parseRole(role), planStatus, endDate)}
      </ButtonLink>
    </Card>
  );
}
