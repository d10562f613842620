import { DAY_MS } from "#shared/time";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { errorMessage } from "../../../lib/errors";
import { formatDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import type { RouterOutputs } from "../../../lib/trpc";
import { useRefundPayment } from "../api/use-refund-payment";
import { roleLabel } from "../utils/roles";
import styles from "./refund-dialog.module.css";

/** What the refund dialog needs of a payment row. */
export type RefundTarget = Pick<
  RouterOutputs["admin"]["payments"]["payments"][number],
  "_id" | "amount" | "plan" | "razorpayPaymentId" | "periodStart" | "periodEnd" | "userId"
>;

/** What ending the plan means for this payment, in the words the admin confirms. */
function planConsequence(payment: RefundTarget, now: number): string {
  const plan = roleLabel(payment.plan);
  const end = payment.periodEnd ? new Date(payment.periodEnd).getTime() : null;
  const start = payment.periodStart ? new Date(payment.periodStart).getTime() : null;
  if (end === null || start === null) return `This payment did not change anyone's plan, so no plan changes.`;
  if (end <= now) return `The ${plan} period it paid for (until ${formatDate(end)}) is over, so no plan changes.`;
  const days = Math.round((end - start) / DAY_MS);
  return `The ${plan} plan it paid for ends: its ${days} days (to ${formatDate(end)}) come off the plan, and if no paid time is left the customer goes back to Starter.`;
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
  const refund = useRefundPayment();
  const close = () => {
    if (refund.isPending) return;
    refund.reset();
    onClose();
  };
  const amount = payment ? formatRupees(payment.amount) : "";
  const who = payment?.userId?.name ?? "the customer";

  return (
    <Dialog
      open={payment !== null}
      onClose={close}
      title={`Refund ${amount}?`}
      description={`The full ${amount} goes back to ${who} through Razorpay. This cannot be undone.`}
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
            {refund.isPending ? "Refunding..." : `Refund ${amount}`}
          </Button>
        </>
      }
    >
      {payment && (
        <div className={styles.body}>
          <p className={styles.consequence}>{planConsequence(payment, Date.now())}</p>
          {payment.razorpayPaymentId && (
            <p className={styles.reference}>
              Razorpay payment <code>{payment.razorpayPaymentId}</code>
            </p>
          )}
          {refund.isError && <Alert tone="danger">{errorMessage(refund.error, "The refund failed.")}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
