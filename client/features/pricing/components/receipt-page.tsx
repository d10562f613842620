import { Navigate, useLocation, useParams } from "react-router-dom";
import { PLAN_PERIOD_DAYS } from "../../../../shared/plans";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowLeftIcon, ReceiptIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { httpStatusOf, isUnauthorized } from "../../../lib/errors";
import { formatDate, formatDateTime, formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { loginPath } from "../../../lib/return-to";
import { useReceipt } from "../api/use-receipt";
import { PRICING_TEXT } from "../utils/messages";
import { creditedText } from "../utils/plan-action";
import styles from "./receipt-page.module.css";

type Receipt = NonNullable<ReturnType<typeof useReceipt>["data"]>;

/**
 * /account/receipts/:paymentId (issue #14): a payment's receipt as a page
 * that prints on A4 (the site's header, footer and buttons are left out),
 * so "save as PDF" in the print dialog gives the document. Signed-out
 * visitors log in and come back here.
 */
export function ReceiptPage() {
  const session = useSession();
  const location = useLocation();
  const { paymentId = "" } = useParams();
  if (!session.isSignedIn) return <Navigate to={loginPath(location.pathname)} replace />;
  return <ReceiptScreen paymentId={paymentId} returnTo={location.pathname} />;
}

function ReceiptScreen({ paymentId, returnTo }: { paymentId: string; returnTo: string }) {
  const receipt = useReceipt(paymentId);
  useDocumentTitle(receipt.data ? `Receipt ${receipt.data.number}` : "Receipt");

  if (receipt.data) return <ReceiptView receipt={receipt.data} />;
  if (receipt.isError) {
    if (isUnauthorized(receipt.error)) return <Navigate to={loginPath(returnTo)} replace />;
    // Someone else's payment and a made-up id answer alike, so nobody learns which exist.
    if (httpStatusOf(receipt.error) === 404) return <ReceiptNotFound />;
    return (
      <Container className={styles.page}>
        <Alert
          tone="danger"
          title={PRICING_TEXT.receiptFailed}
          actions={
            <Button size="sm" variant="secondary" busy={receipt.isFetching} onClick={() => void receipt.refetch()}>
              Retry
            </Button>
          }
        />
      </Container>
    );
  }
  return <LoadingState message={PRICING_TEXT.receiptLoading} />;
}

function ReceiptNotFound() {
  return (
    <Container className={styles.page}>
      <section className={styles.notFound} aria-labelledby="receipt-not-found-title">
        <span className={styles.notFoundIcon} aria-hidden="true">
          <ReceiptIcon size={26} />
        </span>
        <h1 id="receipt-not-found-title" className={styles.notFoundTitle}>
          Receipt not found
        </h1>
        <p className={styles.notFoundText}>
          There is no receipt at this address for your account. Receipts are issued once a payment completes; yours are
          listed in your payment history on the Pricing page.
        </p>
        <ButtonLink to="/pricing" icon={<ArrowLeftIcon size={18} />}>
          Go to Pricing
        </ButtonLink>
      </section>
    </Container>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const refunded = receipt.status === "refunded";
  const start = formatDate(receipt.periodStart);
  const end = formatDate(receipt.periodEnd);
  return (
    <Container className={styles.page}>
      <div className={styles.toolbar}>
        <ButtonLink to="/pricing" variant="ghost" icon={<ArrowLeftIcon size={18} />}>
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
            <dt>Paid on</dt>
            <dd>{formatDateTime(receipt.issuedAt)}</dd>
          </div>
          <div>
            <dt>Payment ID</dt>
            <dd className={styles.mono}>{receipt.paymentId ?? "-"}</dd>
          </div>
          <div>
            <dt>Order ID</dt>
            <dd className={styles.mono}>{receipt.orderId}</dd>
          </div>
          <div>
            <dt>Paid through</dt>
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
