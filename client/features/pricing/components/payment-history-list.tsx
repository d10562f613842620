import { Link } from "react-router-dom";
import { receiptLabel } from "#shared/billing";
import { PAYMENT_TEXT } from "#shared/payment";
import { PLANS } from "#shared/plans";
import { ReceiptIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { PlanBadge } from "../../../components/plan-badge";
import { formatDate, formatDateTime, formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { receiptPath } from "../../../lib/paths";
import { usePaymentHistory } from "../api/use-payment-history";
import { PRICING_TEXT } from "../utils/messages";
import { creditedText } from "../utils/plan-action";
import { HistoryLoading } from "./history-loading";
import styles from "./payment-history.module.css";

/**
 * The days a payment bought. After an upgrade its period ends where its unused
 * days became the higher plan's ("Converted to Enterprise on 4 Jan 2027"), so
 * two rows never seem to cover the same days.
 */
function Period({ payment }: { payment: Payment }) {
  const start = formatDate(payment.periodStart);
  const end = formatDate(payment.periodEnd);
  if (!start || !end) return "-";
  const cut = payment.convertedAt && payment.convertedTo ? payment.convertedAt : null;
  // An early renewal converted before its days began has no days of its own to show.
  const began = cut === null || new Date(cut) > new Date(payment.periodStart ?? 0);
  return (
    <>
      {began && (
        <>
          <span className={styles.nowrap}>{start}</span> –{" "}
          <span className={styles.nowrap}>{cut ? formatDate(cut) : end}</span>
        </>
      )}
      {payment.creditedDays > 0 && <span className={styles.credited}>incl. {creditedText(payment.creditedDays)}</span>}
      {cut && payment.convertedTo && (
        <span className={styles.converted}>
          {PAYMENT_TEXT.converted(PLANS[payment.convertedTo].name, formatLongDate(cut) ?? "")}
          {began ? "" : ", before it began"}
        </span>
      )}
    </>
  );
}

/** A signed-in person's payments, newest first (docs/product/screens.md Pricing); fetched once the panel is first opened. */
export function HistoryList({ enabled }: { enabled: boolean }) {
  const history = usePaymentHistory(enabled);

  if (history.isError) {
    return <LoadFailed title={PRICING_TEXT.historyFailed} query={history} />;
  }
  if (!history.data) return <HistoryLoading />;
  if (history.data.length === 0) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ReceiptIcon size={24} />
        </span>
        <p className={styles.emptyHeading}>No payment history yet</p>
        <p className={styles.emptyText}>
          When you buy, extend or upgrade a plan, each payment appears here with its period and receipt.
        </p>
      </div>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Your payments, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Plan</th>
          <th scope="col">Reference</th>
          <th scope="col">Period</th>
          <th scope="col" className={styles.numeric}>
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Receipt</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </tbody>
    </table>
  );
}

type Payment = NonNullable<ReturnType<typeof usePaymentHistory>["data"]>[number];

function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <tr>
      <td className={styles.date}>{formatDateTime(payment.paidAt ?? payment.createdAt) ?? "-"}</td>
      <td className={styles.plan}>
        <PlanBadge plan={payment.plan} />
      </td>
      <td className={styles.reference} data-label="Reference">
        {/* Razorpay's payment id is what its support and bank statements quote; an order never paid took nothing. */}
        {payment.razorpayPaymentId ? (
          // One click selects the whole id, so it is copied whole.
          <code className={styles.id}>{payment.razorpayPaymentId}</code>
        ) : (
          <span className={styles.notCharged}>{PAYMENT_TEXT.notCharged}</span>
        )}
      </td>
      <td className={styles.period} data-label="Period">
        <Period payment={payment} />
      </td>
      <td className={`${styles.numeric} ${styles.amount}`}>{formatRupees(payment.amount)}</td>
      <td className={styles.status}>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td className={styles.receipt}>
        {payment.receiptNumber !== null && (
          <Link
            to={receiptPath(payment.id)}
            className={styles.receiptLink}
            aria-label={`Receipt ${receiptLabel(payment.receiptNumber)}`}
          >
            <ReceiptIcon size={16} />
            Receipt
          </Link>
        )}
      </td>
    </tr>
  );
}
