import type { PlanStatus } from "#shared/plans";
import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { ArrowRightIcon, CrownIcon } from "../../../components/icons";
import { PlanBadge, PlanStatusBadge } from "../../../components/plan-badge";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./profile-page.module.css";

interface SubscriptionCardProps {
  role: string;
  planStatus: PlanStatus;
  /** ISO date the paid period ends, or null (Starter, or a plan granted without an end). */
  planExpiresAt: string | null;
  /** A subscription renews the plan (its section, below, says when). */
  renewing?: boolean;
  className?: string;
}

type Translate = ReturnType<typeof useT>["t"];

/** "Plan ends on": the end of the period paid for; a subscription's renewal is its own section's (issue #32). */
function endText(t: Translate, status: PlanStatus, endDate: string | null): string {
  if (status === "free") return t("profile.plan.end.free");
  if (status === "expired")
    return endDate ? t("profile.plan.end.endedOn", { date: endDate }) : t("profile.plan.end.ended");
  return endDate ?? t("profile.plan.end.none");
}

function planNote(t: Translate, status: PlanStatus, endDate: string | null, renewing: boolean): string {
  if (status === "active" && renewing) return t("profile.plan.note.renews");
  if (status === "active") return endDate ? t("profile.plan.note.extendable") : t("profile.plan.note.noEnd");
  if (status === "expired")
    return endDate ? t("profile.plan.note.endedOn", { date: endDate }) : t("profile.plan.note.ended");
  return t("profile.plan.note.free");
}

/** What Pricing offers this person: the plan in force can be extended when it has an end; Enterprise has nothing above. */
function pricingLabel(t: Translate, role: Role, status: PlanStatus, endDate: string | null): string {
  if (status !== "active") return t("profile.plan.action.upgrade");
  if (role === "enterprise") return endDate ? t("profile.plan.action.extend") : t("profile.plan.action.see");
  return endDate ? t("profile.plan.action.extendOrUpgrade") : t("profile.plan.action.upgrade");
}

/** Subscription Plan with the real status and end date of the paid period (docs/product.md#changes-from-the-original-specification). */
export function SubscriptionCard({
  role,
  planStatus,
  planExpiresAt,
  renewing = false,
  className,
}: SubscriptionCardProps) {
  const { t } = useT();
  const endDate = formatDate(planExpiresAt);

  return (
    <Card as="section" aria-labelledby="profile-plan-title" className={className}>
      <h2 id="profile-plan-title" className={styles.cardTitle}>
        <CrownIcon size={20} />
        {t("profile.plan.title")}
      </h2>
      <DetailList>
        <DetailRow term={t("profile.plan.current")}>
          <PlanBadge plan={parseRole(role)} />
        </DetailRow>
        <DetailRow term={t("profile.plan.status")}>
          <PlanStatusBadge status={planStatus} />
        </DetailRow>
        <DetailRow term={t("profile.plan.endsOn")}>{endText(t, planStatus, endDate)}</DetailRow>
      </DetailList>
      <p className={styles.note}>{planNote(t, planStatus, endDate, renewing)}</p>
      <ButtonLink to={PATHS.pricing} trailingIcon={<ArrowRightIcon size={16} />} className={styles.upgrade}>
        {pricingLabel(t, parseRole(role), planStatus, endDate)}
      </ButtonLink>
    </Card>
  );
}
