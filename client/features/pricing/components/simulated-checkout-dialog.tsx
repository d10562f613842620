import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import type { Translate } from "../utils/plan-action";
import type { SimulatedCheckout } from "../utils/purchase-steps";
import styles from "./simulated-checkout-dialog.module.css";

interface SimulatedCheckoutDialogProps {
  checkout: SimulatedCheckout | null;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}

/** The rows the dialog shows, for an order (a one-off payment) or a subscription's mandate. */
function summary(checkout: SimulatedCheckout, t: Translate) {
  if (checkout.kind === "order") {
    const { order, plan } = checkout;
    return { planName: order.planName || plan.name, amount: order.amount, reference: order.orderId, renews: null };
  }
  const { checkout: subscription } = checkout;
  return {
    planName: subscription.planName,
    amount: subscription.amount,
    reference: subscription.subscriptionId,
    renews: {
      every: subscription.period === "yearly" ? t("pricing.checkout.yearly") : t("pricing.checkout.monthly"),
      firstCharge: subscription.firstChargeAt ? formatLongDate(subscription.firstChargeAt) : null,
    },
  };
}

/**
 * Development stand-in for Razorpay Checkout, offered only when the server has no Razorpay keys, for a
 * one-off payment and for a subscription's mandate alike. Pay and Fail go through the same server
 * verification a real payment does.
 */
export function SimulatedCheckoutDialog({ checkout, onPay, onFail, onCancel }: SimulatedCheckoutDialogProps) {
  const { t } = useT();
  const shown = checkout ? summary(checkout, t) : null;
  const amount = shown ? formatRupees(shown.amount) : "";
  return (
    <Dialog
      open={checkout !== null}
      onClose={onCancel}
      title={t("pricing.checkout.title")}
      description={shown ? t("pricing.checkout.description", { amount, plan: shown.planName }) : undefined}
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
      {shown && (
        <div className={styles.body}>
          <Alert tone="warning" title={t("pricing.checkout.warningTitle")}>
            {t("pricing.checkout.warning")}
          </Alert>
          <dl className={styles.summary}>
            <div className={styles.row}>
              <dt>{t("pricing.checkout.plan")}</dt>
              <dd>{shown.planName}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("pricing.checkout.amount")}</dt>
              <dd className={styles.amount}>{amount}</dd>
            </div>
            {shown.renews && (
              <div className={styles.row}>
                <dt>{t("pricing.checkout.renews")}</dt>
                <dd>{shown.renews.every}</dd>
              </div>
            )}
            {shown.renews?.firstCharge && (
              <div className={styles.row}>
                <dt>{t("pricing.checkout.firstCharge")}</dt>
                <dd>{shown.renews.firstCharge}</dd>
              </div>
            )}
            <div className={styles.row}>
              <dt>{shown.renews ? t("pricing.checkout.subscription") : t("pricing.checkout.order")}</dt>
              <dd className={styles.order}>{shown.reference}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
