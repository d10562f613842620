import { coverAhead } from "#shared/billing";
import { DAY_MS } from "#shared/time";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { errorMessage } from "../../../lib/errors";
import { formatDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { Trans, useT } from "../../../lib/i18n/use-t";
import type { RouterOutputs } from "../../../lib/trpc";
import { useRefundPayment } from "../api/use-refund-payment";
import type { Translate } from "../utils/format";
import { roleLabel } from "../utils/roles";
import styles from "./refund-dialog.module.css";

/** What the refund dialog needs of a payment row. */
export type RefundTarget = Pick<
  RouterOutputs["admin"]["payments"]["payments"][number],
  | "_id"
  | "amount"
  | "plan"
  | "razorpayPaymentId"
  | "coversFrom"
  | "coversUntil"
  | "convertedTo"
  | "userId"
  | "subscriptionId"
>;

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** What the refund takes back (README, "Refunds"), in the words the admin confirms. */
function planConsequence(t: Translate, payment: RefundTarget, now: Date): string {
  const plan = roleLabel(payment.plan);
  const cover = { coversFrom: toDate(payment.coversFrom), coversUntil: toDate(payment.coversUntil) };
  if (!cover.coversFrom || !cover.coversUntil) return t("admin.refund.noPlan");
  const ahead = coverAhead(cover, now);
  const until = formatDate(cover.coversUntil) ?? "";
  if (ahead === 0) return t("admin.refund.usedUp", { plan, until });
  const days = Math.round(ahead / DAY_MS);
  if (payment.convertedTo && payment.convertedTo !== payment.plan)
    return t("admin.refund.converted", { plan, newPlan: roleLabel(payment.convertedTo), days, until });
  return t("admin.refund.ends", { plan, days, until });
}

/** Confirms a full refund: the amount, who gets it, and that the plan it bought ends. */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: RefundTarget | null;
  onClose: () => void;
  onRefunded: (message: string) => void;
}) {
  const { t } = useT();
  const refund = useRefundPayment();
  const close = () => {
    if (refund.isPending) return;
    refund.reset();
    onClose();
  };
  const amount = payment ? formatRupees(payment.amount) : "";

  return (
    <Dialog
      open={payment !== null}
      onClose={close}
      title={t("admin.refund.title", { amount })}
      description={
        payment?.userId
          ? t("admin.refund.description", { amount, name: payment.userId.name })
          : t("admin.refund.descriptionNoName", { amount })
      }
      footer={
        <>
          <CancelButton onClick={close} disabled={refund.isPending} />
          <Button
            variant="danger"
            busy={refund.isPending}
            onClick={() =>
              payment &&
              refund.mutate(
                { id: payment._id },
                {
                  onSuccess: (result) => {
                    refund.reset();
                    onRefunded(result.message);
                  },
                },
              )
            }
          >
            {refund.isPending ? t("admin.refund.busy") : t("admin.refund.confirm", { amount })}
          </Button>
        </>
      }
    >
      {payment && (
        <div className={styles.body}>
          <p className={styles.consequence}>{planConsequence(t, payment, new Date())}</p>
          {payment.subscriptionId && <p className={styles.consequence}>{t("admin.refund.subscription")}</p>}
          {payment.razorpayPaymentId && (
            <p className={styles.reference}>
              <Trans
                id="admin.refund.reference"
                values={{ id: payment.razorpayPaymentId }}
                components={{ 0: <code /> }}
              />
            </p>
          )}
          {refund.isError && <Alert tone="danger">{errorMessage(refund.error, t("admin.refund.failed"))}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
