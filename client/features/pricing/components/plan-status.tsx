import type { PlanStatus as Status } from "#shared/plans";
import type { Role } from "#shared/roles";
import { Card } from "../../../components/card";
import { CalendarIcon, CrownIcon } from "../../../components/icons";
import { PlanBadge, PlanStatusBadge } from "../../../components/plan-badge";
import { Spinner } from "../../../components/spinner";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import type { Translate } from "../utils/plan-action";
import styles from "./plan-status.module.css";

interface PlanStatusProps {
  role: Role;
  /** Null until payment.status has answered (or when it failed: then only the stored plan is known). */
  status: Status | null;
  planExpiresAt: string | null;
  /** The next charge of a subscription that renews the plan (then the plan does not just end). */
  renewsAt?: string | null;
  loading: boolean;
}

/** The end date (or what stands for it); `dated` says whether a calendar icon fits. */
function detail(
  status: Status | null,
  end: string | null,
  renews: string | null,
  t: Translate,
): { text: string; dated: boolean } | null {
  if (status === "active" && renews) return { text: t("pricing.status.renewsOn", { date: renews }), dated: true };
  if (status === "active") {
    return end
      ? { text: t("pricing.status.endsOn", { date: end }), dated: true }
      : { text: t("pricing.status.noEnd"), dated: false };
  }
  if (status === "expired") {
    return end
      ? { text: t("pricing.status.endedOn", { date: end }), dated: true }
      : { text: t("pricing.status.ended"), dated: false };
  }
  if (status === "free") return { text: t("pricing.status.free"), dated: false };
  return null;
}

/** The signed-in user's plan, its real status and end date (docs/product.md#changes-from-the-original-specification: plans last 30 days). */
export function PlanStatus({ role, status, planExpiresAt, renewsAt = null, loading }: PlanStatusProps) {
  const { t } = useT();
  const text = detail(status, formatDate(planExpiresAt), formatDate(renewsAt), t);
  return (
    <Card as="section" compact className={styles.panel} aria-labelledby="pricing-plan-status">
      <div className={styles.content}>
        <div className={styles.main}>
          <span className={styles.icon} aria-hidden="true">
            <CrownIcon size={18} />
          </span>
          <h2 id="pricing-plan-status" className={styles.label}>
            {t("pricing.status.heading")}
          </h2>
          <span className={styles.badges}>
            <PlanBadge plan={role} />
            {status && <PlanStatusBadge status={status} />}
            {loading && !status && <Spinner size="sm" label={t("pricing.status.checking")} />}
          </span>
        </div>
        {text && (
          <p className={styles.detail}>
            {text.dated && <CalendarIcon size={16} />}
            {text.text}
          </p>
        )}
      </div>
    </Card>
  );
}
