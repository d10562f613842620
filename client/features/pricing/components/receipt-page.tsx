import { Navigate, useLocation, useParams } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowLeftIcon, ReceiptIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { httpStatusOf, isUnauthorized } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { useReceipt } from "../api/use-receipt";
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
  const { t } = useT();
  const receipt = useReceipt(paymentId);
  // The tab's title is also the name a printed or saved PDF is given, so it is in the reader's language too.
  useDocumentTitle(
    receipt.data ? t("pricing.receipt.documentTitle", { number: receipt.data.number }) : t("pricing.receipt.title"),
  );

  if (receipt.data) return <ReceiptSheet receipt={receipt.data} />;
  if (receipt.isError) {
    if (isUnauthorized(receipt.error)) return <Navigate to={loginPath(returnTo)} replace />;
    // Someone else's payment and a made-up id answer alike, so nobody learns which exist.
    if (httpStatusOf(receipt.error) === 404) return <ReceiptNotFound />;
    return (
      <Container className={styles.page}>
        <LoadFailed title={t("pricing.receipt.failed")} query={receipt} />
      </Container>
    );
  }
  return <LoadingState message={t("pricing.receipt.loading")} />;
}

function ReceiptNotFound() {
  const { t } = useT();
  return (
    <Container className={styles.page}>
      <section className={styles.notFound} aria-labelledby="receipt-not-found-title">
        <span className={styles.notFoundIcon} aria-hidden="true">
          <ReceiptIcon size={26} />
        </span>
        <h1 id="receipt-not-found-title" className={styles.notFoundTitle}>
          {t("pricing.receipt.notFoundTitle")}
        </h1>
        <p className={styles.notFoundText}>{t("pricing.receipt.notFoundText")}</p>
        <ButtonLink to={PATHS.pricing} icon={<ArrowLeftIcon size={18} />}>
          {t("pricing.receipt.goToPricing")}
        </ButtonLink>
      </section>
    </Container>
  );
}
