import { PLANS } from "#shared/plans";
import { ReceiptIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { PlanBadge } from "../../../components/plan-badge";
import { ReceiptLink } from "../../../components/receipt-link";
import { formatDate, formatDateTime, formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { usePaymentHistory } from "../api/use-payment-history";
import { HistoryLoading } from "./history-loading";
import panel from "./history-panel.module.css";
import styles from "./payment-history-list.module.css";

/**
 * The days a payment bought. After an upgrade its period ends where its unused
 * days became the higher plan's ("Converted to Enterprise on 4 Jan 2027"), so
 * two rows never seem to cover the same days.
 */
function Period({ payment }: { payment: Payment }) {
  const { t } = useT();
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
      {payment.creditedDays > 0 && (
        <span className={styles.credited}>{t("pricing.history.credited", { count: payment.creditedDays })}</span>
      )}
      {cut && payment.convertedTo && (
        <span className={styles.converted}>
          {began
            ? t("pricing.history.converted", { plan: PLANS[payment.convertedTo].name, date: formatLongDate(cut) })
            : t("pricing.history.convertedBeforeStart", {
                plan: PLANS[payment.convertedTo].name,
                date: formatLongDate(cut),
              })}
        </span>
      )}
    </>
  );
}

/** A signed-in person's payments, newest first (docs/product/screens.md Pricing); fetched once the panel is first opened. */
export function HistoryList({ enabled }: { enabled: boolean }) {
  const { t } = useT();
  const history = usePaymentHistory(enabled);

  if (history.isError) {
    return <LoadFailed title={t("pricing.history.failed")} query={history} />;
  }
  if (!history.data) return <HistoryLoading />;
  if (history.data.length === 0) {
    return (
      <div className={panel.empty}>
        <span className={panel.emptyIcon}>
          <ReceiptIcon size={24} />
        </span>
        <p className={panel.emptyHeading}>{t("pricing.history.emptyHeading")}</p>
        <p className={panel.emptyText}>{t("pricing.history.emptyText")}</p>
      </div>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t("pricing.history.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("pricing.history.date")}</th>
          <th scope="col">{t("pricing.history.plan")}</th>
          <th scope="col">{t("pricing.history.reference")}</th>
          <th scope="col">{t("pricing.history.period")}</th>
          <th scope="col" className={styles.numeric}>
            {t("pricing.history.amount")}
          </th>
          <th scope="col">{t("pricing.history.status")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("pricing.history.receipt")}</span>
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
  const { t } = useT();
  return (
    <tr>
      <td className={styles.date}>{formatDateTime(payment.paidAt ?? payment.createdAt) ?? "-"}</td>
      <td className={styles.plan}>
        <PlanBadge plan={payment.plan} />
      </td>
      <td className={styles.reference} data-label={t("pricing.history.reference")}>
        {/* Razorpay's payment id is what its support and bank statements quote; an order never paid took nothing. */}
        {payment.razorpayPaymentId ? (
          // One click selects the whole id, so it is copied whole.
          <code className={styles.id}>{payment.razorpayPaymentId}</code>
        ) : (
          <span className={styles.notCharged}>{t("pricing.history.notCharged")}</span>
        )}
      </td>
      <td className={styles.period} data-label={t("pricing.history.period")}>
        <Period payment={payment} />
      </td>
      <td className={`${styles.numeric} ${styles.amount}`}>{formatRupees(payment.amount)}</td>
      <td className={styles.status}>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td className={styles.receipt}>
        {payment.receiptNumber !== null && <ReceiptLink paymentId={payment.id} receiptNumber={payment.receiptNumber} />}
      </td>
    </tr>
  );
}
