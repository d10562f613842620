import { coverAhead } from "#shared/billing";
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
  "_id" | "amount" | "plan" | "razorpayPaymentId" | "coversFrom" | "coversUntil" | "convertedTo" | "userId"
>;

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** What the refund takes back (README, "Refunds"), in the words the admin confirms. */
function planConsequence(payment: RefundTarget, now: Date): string {
  const plan = roleLabel(payment.plan);
  const cover = { coversFrom: toDate(payment.coversFrom), coversUntil: toDate(payment.coversUntil) };
  if (!cover.coversFrom || !cover.coversUntil) return `This payment did not change anyone's plan, so no plan changes.`;
  const ahead = coverAhead(cover, now);
  const until = formatDate(cover.coversUntil);
  if (ahead === 0) return `The ${plan} time it paid for (until ${until}) is used up, so no plan changes.`;
  const days = Math.round(ahead / DAY_MS);
  const rest = `come off the plan; days other payments bought stay, and if no paid time is left the customer goes back to Starter.`;
  if (payment.convertedTo && payment.convertedTo !== payment.plan)
    return `An upgrade turned its ${plan} time into ${roleLabel(payment.convertedTo)} days: the ${days} of them still ahead (to ${until}) ${rest}`;
  return `The ${plan} plan it paid for ends: its ${days} days still ahead (to ${until}) ${rest}`;
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
          <p className={styles.consequence}>{planConsequence(payment, new Date())}</p>
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
