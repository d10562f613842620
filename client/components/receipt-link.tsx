import { Link } from "react-router-dom";
import { receiptLabel } from "#shared/billing";
import { useT } from "../lib/i18n/use-t";
import { receiptPath } from "../lib/paths";
import { ReceiptIcon } from "./icons";
import styles from "./receipt-link.module.css";

/** A payment's receipt (/account/receipts/:paymentId), named by its number: in the payment history and a subscription's charges. */
export function ReceiptLink({ paymentId, receiptNumber }: { paymentId: string; receiptNumber: number }) {
  const { t } = useT();
  return (
    <Link
      to={receiptPath(paymentId)}
      className={styles.link}
      aria-label={t("common.receipt.label", { number: receiptLabel(receiptNumber) })}
    >
      <ReceiptIcon size={16} />
      {t("common.receipt.open")}
    </Link>
  );
}
