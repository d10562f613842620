import { Link } from "react-router-dom";
import { type Column, DataTable } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { invoicePath } from "../../../lib/paths";
import type { SeatsOverview } from "../api/use-seat-billing";

type Payment = SeatsOverview["payments"][number];

/** The workspace's payments, newest first, each with its GST invoice once issued (docs/product/workspaces.md#invoices). */
export function BillingPayments({ payments }: { payments: readonly Payment[] }) {
  const { t } = useT();
  const what = (row: Payment) => {
    const seats = row.seats ?? 0;
    const text = row.seatsAddition
      ? t("workspaces.billing.added", { seats })
      : row.renews
        ? t("workspaces.billing.renewed", { seats })
        : t("workspaces.billing.bought", { seats, period: row.seatsPeriod ?? "monthly" });
    return row.status === "refunded" ? `${text} · ${t("workspaces.billing.refunded")}` : text;
  };
  const columns: Column<Payment>[] = [
    { key: "date", header: t("workspaces.billing.date"), primary: true, cell: (row) => formatDate(row.paidAt) },
    { key: "what", header: t("workspaces.billing.what"), cell: what },
    { key: "amount", header: t("workspaces.billing.amount"), numeric: true, cell: (row) => formatRupees(row.amount) },
    {
      key: "invoice",
      header: t("workspaces.billing.invoice"),
      cell: (row) =>
        row.invoiceId ? (
          <Link to={invoicePath(row.invoiceId)}>{t("workspaces.billing.invoiceLink")}</Link>
        ) : (
          t("workspaces.billing.invoicePending")
        ),
    },
  ];
  return (
    <DataTable
      caption={t("workspaces.billing.paymentsTitle")}
      columns={columns}
      rows={payments}
      rowKey={(row) => row.id}
      empty={t("workspaces.billing.paymentsEmpty")}
    />
  );
}
