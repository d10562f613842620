import { PLAN_PERIOD_DAYS } from "#shared/plans";
import { Button, ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowLeftIcon, ReceiptIcon } from "../../../components/icons";
import { formatDate, formatDateTime, formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { PATHS } from "../../../lib/paths";
import type { useReceipt } from "../api/use-receipt";
import { creditedText } from "../utils/plan-action";
import styles from "./receipt-page.module.css";

export type ReceiptData = NonNullable<ReturnType<typeof useReceipt>["data"]>;

/**
 * A receipt as a sheet of paper (issue #14): seller, number, date, customer,
 * plan and period, amount with the tax note, and the Razorpay ids. The
 * toolbar above it is left out when printed.
 */
export function ReceiptSheet({ receipt }: { receipt: ReceiptData }) {
  const refunded = receipt.status === "refunded";
  const start = formatDate(receipt.periodStart);
  const end = formatDate(receipt.periodEnd);
  return (
    <Container className={styles.page}>
      <div className={styles.toolbar}>
        <ButtonLink to={PATHS.pricing} variant="ghost" icon={<ArrowLeftIcon size={18} />}>
          Back to Pricing
        </ButtonLink>
        <Button onClick={() => window.print()} icon={<ReceiptIcon size={18} />}>
          Print or save as PDF
        </Button>
      </div>

      <article className={styles.sheet} aria-labelledby="receipt-title">
        <header className={styles.head}>
          <div className={styles.seller}>
            <p className={styles.sellerName}>{receipt.seller.name}</p>
            {receipt.seller.address && <p className={styles.address}>{receipt.seller.address}</p>}
            {receipt.seller.gstin && <p>GSTIN: {receipt.seller.gstin}</p>}
          </div>
          <div className={styles.meta}>
            <h1 id="receipt-title" className={styles.title}>
              Receipt
            </h1>
            <p className={styles.number}>{receipt.number}</p>
            <p>Date: {formatLongDate(receipt.issuedAt)}</p>
          </div>
        </header>

        {refunded && (
          <p className={styles.refunded}>
            Refunded{receipt.refundedAt ? ` on ${formatLongDate(receipt.refundedAt)}` : ""}. This payment was returned
            in full and the plan it bought has ended.
          </p>
        )}

        <section className={styles.block} aria-labelledby="receipt-customer">
          <h2 id="receipt-customer" className={styles.label}>
            Received from
          </h2>
          {/* A deleted account keeps its payments (and their receipts) without a name. */}
          <p className={styles.strong}>{receipt.customer?.name ?? "Deleted account"}</p>
          {receipt.customer && <p>{receipt.customer.email}</p>}
        </section>

        <table className={styles.items}>
          <caption className="visually-hidden">What was paid for</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Period</th>
              <th scope="col" className={styles.right}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <span className={styles.strong}>{receipt.planName} plan</span>
                <span className={styles.sub}>
                  {PLAN_PERIOD_DAYS} days
                  {receipt.creditedDays > 0 && `, incl. ${creditedText(receipt.creditedDays)} from the previous plan`}
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
                    Taxable value
                  </th>
                  <td className={styles.right}>{formatRupees(receipt.tax.taxable)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    GST at {receipt.tax.ratePercent}%
                  </th>
                  <td className={styles.right}>{formatRupees(receipt.tax.tax)}</td>
                </tr>
              </>
            )}
            <tr className={styles.total}>
              <th scope="row" colSpan={2}>
                {refunded ? "Total paid (refunded)" : "Total paid"}
              </th>
              <td className={styles.right}>{formatRupees(receipt.amount)}</td>
            </tr>
          </tfoot>
        </table>
        <p className={styles.taxNote}>{receipt.taxNote}</p>

        <dl className={styles.facts}>
          <div>
            <dt className={styles.label}>Paid on</dt>
            <dd>{formatDateTime(receipt.issuedAt)}</dd>
          </div>
          <div>
            <dt className={styles.label}>Payment ID</dt>
            <dd className={styles.mono}>{receipt.paymentId ?? "-"}</dd>
          </div>
          <div>
            <dt className={styles.label}>Order ID</dt>
            <dd className={styles.mono}>{receipt.orderId}</dd>
          </div>
          <div>
            <dt className={styles.label}>Paid through</dt>
            <dd>Razorpay</dd>
          </div>
        </dl>

        <p className={styles.footnote}>
          Plans do not renew by themselves. This receipt was issued electronically and needs no signature.
        </p>
      </article>
    </Container>
  );
}
