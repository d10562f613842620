import { PLANS } from "#shared/plans";
import { Button } from "../../../components/button";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { Dialog } from "../../../components/dialog";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { creditedText, offerSummary, type PayableOffer } from "../utils/plan-action";
import styles from "./purchase-confirm-dialog.module.css";

interface PurchaseConfirmDialogProps {
  offer: PayableOffer | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function title(offer: PayableOffer): string {
  const name = PLANS[offer.plan].name;
  if (offer.kind === "extend") return `Extend ${name}`;
  if (offer.kind === "upgrade") return `Upgrade to ${name}`;
  return `Buy ${name}`;
}

/**
 * What paying will do, before any order exists (issue #14): the amount, when
 * the plan will run until, and the days credited from the plan it replaces or
 * the end date it extends. Continue opens the checkout.
 */
export function PurchaseConfirmDialog({ offer, onConfirm, onCancel }: PurchaseConfirmDialogProps) {
  return (
    <Dialog
      open={offer !== null}
      onClose={onCancel}
      title={offer ? title(offer) : ""}
      description={offer ? offerSummary(offer) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Continue to payment</Button>
        </>
      }
    >
      {offer && (
        <div className={styles.body}>
          <DetailList inline>
            <DetailRow term="Plan">{PLANS[offer.plan].name}</DetailRow>
            <DetailRow term="Pay today">
              <span className={styles.amount}>{formatRupees(PLANS[offer.plan].amount)}</span>
            </DetailRow>
            <DetailRow term="Starts">
              {offer.kind === "extend"
                ? `${formatLongDate(offer.startsAt)}, when your current plan ends`
                : `Today, ${formatLongDate(offer.startsAt)}`}
            </DetailRow>
            {offer.creditedDays > 0 && (
              <DetailRow term="Credited">
                {`${creditedText(offer.creditedDays)} for the unused time of ${PLANS[offer.from].name}`}
              </DetailRow>
            )}
            <DetailRow term="Runs until">
              <strong>{formatLongDate(offer.endsAt)}</strong>
            </DetailRow>
          </DetailList>
          <p className={styles.note}>
            One payment, no automatic renewal. A receipt is e-mailed to you and kept in your payment history.
          </p>
        </div>
      )}
    </Dialog>
  );
}
