import { Navigate, useLocation, useParams } from "react-router-dom";
import { Button, ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowDownIcon, ArrowLeftIcon, ReceiptIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { httpStatusOf, isUnauthorized } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS, workspacePath } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { type InvoiceData, useDownloadInvoicePdf, useInvoice } from "../api/use-invoices";
import styles from "./invoice-page.module.css";
import { InvoiceSheet } from "./invoice-sheet";

/**
 * /invoices/:invoiceId (issue #35, docs/product/workspaces.md#invoices): a workspace payment's GST invoice as
 * a page that prints on A4, with "Download PDF". For the workspace's owner and admins; a member is told it is
 * theirs to open, anyone else finds no such invoice. Signed-out visitors log in and come back here.
 */
export function InvoicePage() {
  const session = useSession();
  const location = useLocation();
  const { invoiceId = "" } = useParams();
  if (!session.isSignedIn) return <Navigate to={loginPath(location.pathname)} replace />;
  return <InvoiceScreen invoiceId={invoiceId} returnTo={location.pathname} />;
}

function InvoiceScreen({ invoiceId, returnTo }: { invoiceId: string; returnTo: string }) {
  const { t } = useT();
  const invoice = useInvoice(invoiceId);
  useDocumentTitle(
    invoice.data
      ? t("workspaces.invoices.documentTitle", { number: invoice.data.number })
      : t("workspaces.invoices.pageTitle"),
  );

  if (invoice.data) return <InvoiceView invoice={invoice.data} />;
  if (invoice.isError) {
    if (isUnauthorized(invoice.error)) return <Navigate to={loginPath(returnTo)} replace />;
    const status = httpStatusOf(invoice.error);
    if (status === 404 || status === 403) return <InvoiceRefused forbidden={status === 403} />;
    return (
      <Container className={styles.page}>
        <LoadFailed title={t("workspaces.invoices.failed")} query={invoice} />
      </Container>
    );
  }
  return <LoadingState message={t("workspaces.invoices.loading")} />;
}

function InvoiceView({ invoice }: { invoice: InvoiceData }) {
  const { t } = useT();
  const download = useDownloadInvoicePdf();
  return (
    <Container className={styles.page}>
      <div className={styles.toolbar}>
        <ButtonLink
          to={invoice.workspaceId ? workspacePath(invoice.workspaceId, "billing") : PATHS.workspaces}
          variant="ghost"
          icon={<ArrowLeftIcon size={18} />}
        >
          {t("workspaces.invoices.back")}
        </ButtonLink>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => window.print()} icon={<ReceiptIcon size={18} />}>
            {t("workspaces.invoices.print")}
          </Button>
          <Button
            onClick={() => download.mutate(invoice.id)}
            busy={download.isPending}
            icon={<ArrowDownIcon size={18} />}
          >
            {t("workspaces.invoices.download")}
          </Button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {download.isError
          ? t("workspaces.invoices.downloadFailed")
          : download.data
            ? t("workspaces.invoices.downloaded", { filename: download.data.filename })
            : ""}
      </p>
      <p className={styles.note}>{t("workspaces.invoices.englishNote")}</p>
      <InvoiceSheet invoice={invoice} />
    </Container>
  );
}

function InvoiceRefused({ forbidden }: { forbidden: boolean }) {
  const { t } = useT();
  return (
    <Container className={styles.page}>
      <section className={styles.notFound} aria-labelledby="invoice-refused-title">
        <span className={styles.notFoundIcon} aria-hidden="true">
          <ReceiptIcon size={26} />
        </span>
        <h1 id="invoice-refused-title" className={styles.notFoundTitle}>
          {forbidden ? t("workspaces.invoices.forbiddenTitle") : t("workspaces.invoices.notFoundTitle")}
        </h1>
        <p>{forbidden ? t("workspaces.invoices.forbiddenText") : t("workspaces.invoices.notFoundText")}</p>
        <ButtonLink to={PATHS.workspaces} icon={<ArrowLeftIcon size={18} />}>
          {t("workspaces.invoices.toWorkspaces")}
        </ButtonLink>
      </section>
    </Container>
  );
}
