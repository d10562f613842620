import { Link } from "react-router-dom";
import { type Column, DataTable } from "../../../components/data-table";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { invoicePath } from "../../../lib/paths";
import { useWorkspaceInvoices } from "../api/use-invoices";
import styles from "./invoice-list.module.css";

type InvoiceRow = NonNullable<ReturnType<typeof useWorkspaceInvoices>["data"]>[number];

/**
 * A workspace's GST invoices for its billing tab (docs/product/workspaces.md#invoices), newest first, each
 * linking to its page. For owners and admins; the page that shows it loads `loadInvoiceMessages`
 * (client/features/workspaces/messages/invoices) with its own catalogues.
 */
export function InvoiceList({ workspaceId }: { workspaceId: string }) {
  const { t } = useT();
  const invoices = useWorkspaceInvoices(workspaceId);
  const columns: Column<InvoiceRow>[] = [
    {
      key: "number",
      header: t("workspaces.invoices.columnNumber"),
      primary: true,
      cell: (row) => (
        <Link
          to={invoicePath(row.id)}
          className={styles.number}
          aria-label={t("workspaces.invoices.open", { number: row.number })}
        >
          {row.number}
        </Link>
      ),
    },
    { key: "date", header: t("workspaces.invoices.columnDate"), cell: (row) => formatLongDate(row.issuedAt) },
    { key: "description", header: t("workspaces.invoices.columnDescription"), cell: (row) => row.description },
    {
      key: "total",
      header: t("workspaces.invoices.columnTotal"),
      numeric: true,
      cell: (row) => formatRupees(row.total),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="workspace-invoices-title">
      <h2 id="workspace-invoices-title" className={styles.title}>
        {t("workspaces.invoices.listTitle")}
      </h2>
      {invoices.isError ? (
        <LoadFailed title={t("workspaces.invoices.listFailed")} query={invoices} />
      ) : invoices.data ? (
        <DataTable
          caption={t("workspaces.invoices.listCaption")}
          columns={columns}
          rows={invoices.data}
          rowKey={(row) => row.id}
          empty={t("workspaces.invoices.listEmpty")}
        />
      ) : (
        <LoadingState message={t("workspaces.invoices.listLoading")} />
      )}
    </section>
  );
}
