import { Navigate, useLocation, useParams } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowLeftIcon, ReceiptIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { httpStatusOf, isUnauthorized } from "../../../lib/errors";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { useReceipt } from "../api/use-receipt";
import { PRICING_TEXT } from "../utils/messages";
import styles from "./receipt-page.module.css";
import { ReceiptSheet } from "./receipt-sheet";

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

  if (receipt.data) return <ReceiptSheet receipt={receipt.data} />;
  if (receipt.isError) {
    if (isUnauthorized(receipt.error)) return <Navigate to={loginPath(returnTo)} replace />;
    // Someone else's payment and a made-up id answer alike, so nobody learns which exist.
    if (httpStatusOf(receipt.error) === 404) return <ReceiptNotFound />;
    return (
      <Container className={styles.page}>
        <LoadFailed title={PRICING_TEXT.receiptFailed} query={receipt} />
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
        <ButtonLink to={PATHS.pricing} icon={<ArrowLeftIcon size={18} />}>
          Go to Pricing
        </ButtonLink>
      </section>
    </Container>
  );
}
