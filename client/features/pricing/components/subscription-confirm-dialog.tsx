import { PLANS } from "#shared/plans";
import { parseRole } from "#shared/roles";
import { PRE_DEBIT_NOTICE_DAYS } from "#shared/subscription-periods";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { Dialog } from "../../../components/dialog";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import type { Translate } from "../utils/plan-action";
import type { OpenedSubscription } from "../utils/purchase-steps";
import styles from "./purchase-confirm-dialog.module.css";

interface SubscriptionConfirmDialogProps {
  opened: OpenedSubscription | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function title({ checkout, resume }: OpenedSubscription, t: Translate): string {
  const plan = checkout.planName;
  if (resume) return t("pricing.renewal.titleResume", { plan });
  if (checkout.replaces?.plan === checkout.plan)
    return t("pricing.renewal.titleSwitch", { plan, period: checkout.period });
  if (checkout.replaces) return t("pricing.renewal.titleUpgrade", { plan });
  return t("pricing.renewal.title", { plan });
}

/** One sentence of what will be charged and when (the dialog's description, read first by screen readers). */
function summary({ checkout }: OpenedSubscription, t: Translate): string {
  const values = { amount: formatRupees(checkout.amount), period: checkout.period };
  return checkout.firstChargeAt
    ? t("pricing.renewal.summaryLater", { ...values, date: formatLongDate(checkout.firstChargeAt) })
    : t("pricing.renewal.summaryToday", values);
}

/**
 * What subscribing will do, from the server's answer, before any money moves (docs/decisions.md D144): each
 * charge and its period, the first charge (today, or a later date after days credited or at a resumed
 * plan's end), the subscription it replaces and why a change is always a new one, and how to cancel.
 */
export function SubscriptionConfirmDialog({ opened, onConfirm, onCancel }: SubscriptionConfirmDialogProps) {
  const { t } = useT();
  const checkout = opened?.checkout;
  return (
    <Dialog
      open={opened !== null}
      onClose={onCancel}
      title={opened ? title(opened, t) : ""}
      description={opened ? summary(opened, t) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t("pricing.cancel")}
          </Button>
          <Button onClick={onConfirm}>
            {checkout?.firstChargeAt ? t("pricing.renewal.continueMandate") : t("pricing.renewal.continue")}
          </Button>
        </>
      }
    >
      {opened && checkout && (
        <div className={styles.body}>
          <DetailList inline>
            <DetailRow term={t("pricing.renewal.plan")}>
              {t("pricing.renewal.planPeriod", { plan: checkout.planName, period: checkout.period })}
            </DetailRow>
            <DetailRow term={t("pricing.renewal.amount")}>
              <span className={styles.amount}>
                {t("pricing.renewal.amountPer", { amount: formatRupees(checkout.amount), period: checkout.period })}
              </span>
            </DetailRow>
            <DetailRow term={t("pricing.renewal.firstCharge")}>
              <strong>
                {checkout.firstChargeAt ? formatLongDate(checkout.firstChargeAt) : t("pricing.renewal.today")}
              </strong>
            </DetailRow>
            {checkout.creditedDays > 0 && (
              <DetailRow term={t("pricing.renewal.credited")}>
                {t("pricing.renewal.creditedDetail", { count: checkout.creditedDays, plan: checkout.planName })}
              </DetailRow>
            )}
          </DetailList>
          {checkout.replaces && (
            <Alert tone="info" title={t("pricing.renewal.replacesTitle")}>
              {t("pricing.renewal.replaces", {
                plan: PLANS[parseRole(checkout.replaces.plan)].name,
                period: checkout.replaces.period,
              })}
            </Alert>
          )}
          {opened.resume && <p className={styles.note}>{t("pricing.renewal.resumeNote")}</p>}
          <p className={styles.note}>{t("pricing.renewal.mandate", { days: PRE_DEBIT_NOTICE_DAYS })}</p>
          <p className={styles.note}>{t("pricing.renewal.cancel")}</p>
        </div>
      )}
    </Dialog>
  );
}
