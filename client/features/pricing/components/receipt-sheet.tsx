import { PLAN_PERIOD_DAYS } from "#shared/plans";
import { Button, ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowLeftIcon, ReceiptIcon } from "../../../components/icons";
import { formatDate, formatDateTime, formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { useReceipt } from "../api/use-receipt";
import styles from "./receipt-page.module.css";

export type ReceiptData = NonNullable<ReturnType<typeof useReceipt>["data"]>;

/** The gateway's name, a brand that stays as it is in every language. */
const GATEWAY = "Razorpay";

/**
 * A receipt as a sheet of paper (issue #14): seller, number, date, customer,
 * plan and period, amount with the tax note, and the Razorpay ids. The
 * toolbar above it is left out when printed. Every label, date and amount is
 * in the reader's language (docs/product/languages.md); what the seller and
 * customer wrote, and the ids, stay as they are.
 */
export function ReceiptSheet({ receipt }: { receipt: ReceiptData }) {
  const { t } = useT();
  const refunded = receipt.status === "refunded";
  const refundedOn = formatLongDate(receipt.refundedAt);
  const start = formatDate(receipt.periodStart);
  const end = formatDate(receipt.periodEnd);
  // Worded here from the tax itself, not the server's English `taxNote`, so it is in the reader's language.
  const taxNote = receipt.tax
    ? t("pricing.receipt.taxIncluded", { rate: receipt.tax.ratePercent })
    : t("pricing.receipt.taxNone");
  return (
    <Container className={styles.page}>
      <div className={styles.toolbar}>
        <ButtonLink to={PATHS.pricing} variant="ghost" icon={<ArrowLeftIcon size={18} />}>
          {t("pricing.receipt.back")}
        </ButtonLink>
        <Button onClick={() => window.print()} icon={<ReceiptIcon size={18} />}>
          {t("pricing.receipt.print")}
        </Button>
      </div>

      <article className={styles.sheet} aria-labelledby="receipt-title">
        <header className={styles.head}>
          <div className={styles.seller}>
            <p className={styles.sellerName}>{receipt.seller.name}</p>
            {receipt.seller.address && <p className={styles.address}>{receipt.seller.address}</p>}
            {receipt.seller.gstin && <p>{t("pricing.receipt.gstin", { gstin: receipt.seller.gstin })}</p>}
          </div>
          <div className={styles.meta}>
            <h1 id="receipt-title" className={styles.title}>
              {t("pricing.receipt.title")}
            </h1>
            <p className={styles.number}>{receipt.number}</p>
            <p>{t("pricing.receipt.date", { date: formatLongDate(receipt.issuedAt) })}</p>
          </div>
        </header>

        {refunded && (
          <p className={styles.refunded}>
            {refundedOn ? t("pricing.receipt.refundedOn", { date: refundedOn }) : t("pricing.receipt.refunded")}
          </p>
        )}

        <section className={styles.block} aria-labelledby="receipt-customer">
          <h2 id="receipt-customer" className={styles.label}>
            {t("pricing.receipt.receivedFrom")}
          </h2>
          {/* A deleted account keeps its payments (and their receipts) without a name. */}
          <p className={styles.strong}>{receipt.customer?.name ?? t("pricing.receipt.deletedAccount")}</p>
          {receipt.customer && <p>{receipt.customer.email}</p>}
        </section>

        <table className={styles.items}>
          <caption className="visually-hidden">{t("pricing.receipt.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("pricing.receipt.description")}</th>
              <th scope="col">{t("pricing.receipt.period")}</th>
              <th scope="col" className={styles.right}>
                {t("pricing.receipt.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <span className={styles.strong}>{t("pricing.receipt.planName", { plan: receipt.planName })}</span>
                <span className={styles.sub}>
                  {receipt.creditedDays > 0
                    ? t("pricing.receipt.daysCredited", { days: PLAN_PERIOD_DAYS, count: receipt.creditedDays })
                    : t("pricing.receipt.days", { days: PLAN_PERIOD_DAYS })}
                </span>
              </td>
              <td className={styles.nowrap}>{start && end ? `${start} – ${end}` : "-"}</td>
              <td className={styles.right}>{formatRupees(receipt.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            {receipt.tax && (
              <>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("pricing.receipt.taxable")}
                  </th>
                  <td className={styles.right}>{formatRupees(receipt.tax.taxable)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("pricing.receipt.gst", { rate: receipt.tax.ratePercent })}
                  </th>
                  <td className={styles.right}>{formatRupees(receipt.tax.tax)}</td>
                </tr>
              </>
            )}
            <tr className={styles.total}>
              <th scope="row" colSpan={2}>
                {refunded ? t("pricing.receipt.totalRefunded") : t("pricing.receipt.total")}
              </th>
              <td className={styles.right}>{formatRupees(receipt.amount)}</td>
            </tr>
          </tfoot>
        </table>
        <p className={styles.taxNote}>{taxNote}</p>

        <dl className={styles.facts}>
          <div>
            <dt className={styles.label}>{t("pricing.receipt.paidOn")}</dt>
            <dd>{formatDateTime(receipt.issuedAt)}</dd>
          </div>
          <div>
            <dt className={styles.label}>{t("pricing.receipt.paymentId")}</dt>
            <dd className={styles.mono}>{receipt.paymentId ?? "-"}</dd>
          </div>
          <div>
            <dt className={styles.label}>{t("pricing.receipt.orderId")}</dt>
            <dd className={styles.mono}>{receipt.orderId}</dd>
          </div>
          <div>
            <dt className={styles.label}>{t("pricing.receipt.paidThrough")}</dt>
            <dd>{GATEWAY}</dd>
          </div>
        </dl>

        <p className={styles.footnote}>{t("pricing.receipt.footnote")}</p>
      </article>
    </Container>
  );
}
