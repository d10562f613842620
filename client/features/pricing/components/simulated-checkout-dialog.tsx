import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import type { SimulatedCheckout } from "../utils/purchase-steps";
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
  const { t } = useT();
  const amount = checkout ? formatRupees(checkout.order.amount) : "";
  return (
    <Dialog
      open={checkout !== null}
      onClose={onCancel}
      title={t("pricing.checkout.title")}
      description={checkout ? t("pricing.checkout.description", { amount, plan: planName(checkout) }) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t("pricing.cancel")}
          </Button>
          <Button variant="danger" onClick={onFail}>
            {t("pricing.checkout.fail")}
          </Button>
          <Button onClick={onPay}>{t("pricing.checkout.pay")}</Button>
        </>
      }
    >
      {checkout && (
        <div className={styles.body}>
          <Alert tone="warning" title={t("pricing.checkout.warningTitle")}>
            {t("pricing.checkout.warning")}
          </Alert>
          <dl className={styles.summary}>
            <div className={styles.row}>
              <dt>{t("pricing.checkout.plan")}</dt>
              <dd>{planName(checkout)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("pricing.checkout.amount")}</dt>
              <dd className={styles.amount}>{amount}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("pricing.checkout.order")}</dt>
              <dd className={styles.order}>{checkout.order.orderId}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
