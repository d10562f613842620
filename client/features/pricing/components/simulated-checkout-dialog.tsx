import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { formatRupees } from "../../../lib/format-money";
import type { SimulatedCheckout } from "../hooks/use-purchase";
import styles from "./simulated-checkout-dialog.module.css";

interface SimulatedCheckoutDialogProps {
  checkout: SimulatedCheckout | null;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}

function planName(checkout: SimulatedCheckout): string {
  return checkout.order.planName || checkout.plan.name;
}

/**
 * Development stand-in for Razorpay Checkout, offered only when the server
 * has no Razorpay keys. Pay and Fail go through the same server verification
 * a real payment does.
 */
export function SimulatedCheckoutDialog({ checkout, onPay, onFail, onCancel }: SimulatedCheckoutDialogProps) {
  const amount = checkout ? formatRupees(checkout.order.amount) : "";
  return (
    <Dialog
      open={checkout !== null}
      onClose={onCancel}
      title="Simulated checkout"
      description={checkout ? `${amount} for the ${planName(checkout)} plan` : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onFail}>
            Fail
          </Button>
          <Button onClick={onPay}>Pay</Button>
        </>
      }
    >
      {checkout && (
        <div className={styles.body}>
          <Alert tone="warning" title="Simulated checkout (development only — no real payment)">
            This server has no Razorpay keys. Choose Pay or Fail to see how the purchase ends; no money moves.
          </Alert>
          <dl className={styles.summary}>
            <div className={styles.row}>
              <dt>Plan</dt>
              <dd>{planName(checkout)}</dd>
            </div>
            <div className={styles.row}>
              <dt>Amount</dt>
              <dd className={styles.amount}>{amount}</dd>
            </div>
            <div className={styles.row}>
              <dt>Order</dt>
              <dd className={styles.order}>{checkout.order.orderId}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
