import { PLANS } from "#shared/plans";
import { Button } from "../../../components/button";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { Dialog } from "../../../components/dialog";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { offerSummary } from "../utils/offer-summary";
import type { PayableOffer, Translate } from "../utils/plan-action";
import styles from "./purchase-confirm-dialog.module.css";

interface PurchaseConfirmDialogProps {
  offer: PayableOffer | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function title(offer: PayableOffer, t: Translate): string {
  const plan = PLANS[offer.plan].name;
  if (offer.kind === "extend") return t("pricing.confirm.titleExtend", { plan });
  if (offer.kind === "upgrade") return t("pricing.confirm.titleUpgrade", { plan });
  return t("pricing.confirm.titleBuy", { plan });
}

/**
 * What paying will do, before any order exists (issue #14): the amount, when
 * the plan will run until, and the days credited from the plan it replaces or
 * the end date it extends. Continue opens the checkout.
 */
export function PurchaseConfirmDialog({ offer, onConfirm, onCancel }: PurchaseConfirmDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={offer !== null}
      onClose={onCancel}
      title={offer ? title(offer, t) : ""}
      description={offer ? offerSummary(offer, t) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t("pricing.cancel")}
          </Button>
          <Button onClick={onConfirm}>{t("pricing.confirm.continue")}</Button>
        </>
      }
    >
      {offer && (
        <div className={styles.body}>
          <DetailList inline>
            <DetailRow term={t("pricing.confirm.plan")}>{PLANS[offer.plan].name}</DetailRow>
            <DetailRow term={t("pricing.confirm.payToday")}>
              <span className={styles.amount}>{formatRupees(PLANS[offer.plan].amount)}</span>
            </DetailRow>
            <DetailRow term={t("pricing.confirm.starts")}>
              {offer.kind === "extend"
                ? t("pricing.confirm.startsAtEnd", { date: formatLongDate(offer.startsAt) })
                : t("pricing.confirm.startsToday", { date: formatLongDate(offer.startsAt) })}
            </DetailRow>
            {offer.creditedDays > 0 && (
              <DetailRow term={t("pricing.confirm.credited")}>
                {t("pricing.confirm.creditedDetail", { count: offer.creditedDays, plan: PLANS[offer.from].name })}
              </DetailRow>
            )}
            <DetailRow term={t("pricing.confirm.runsUntil")}>
              <strong>{formatLongDate(offer.endsAt)}</strong>
            </DetailRow>
          </DetailList>
          <p className={styles.note}>{t("pricing.confirm.note")}</p>
        </div>
      )}
    </Dialog>
  );
}
