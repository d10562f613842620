import { PAYMENT_SORTS } from "#shared/admin";
import { CheckCircleIcon, ClockIcon, ReceiptIcon, WalletIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { httpStatusOf } from "../../../lib/errors";
import { formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { usePaymentStats, usePayments } from "../api/use-payments";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useListParams } from "../hooks/use-list-params";
import { formatListTotal } from "../utils/format";
import { ADMIN_TEXT } from "../utils/messages";
import { PAYMENT_FILTERS, toPaymentFilter } from "../utils/payment-status";
import { AdminList, pagesOfAnswer } from "./admin-list";
import { AdminPage } from "./admin-page";
import { ExportButton } from "./export-button";
import { ListFilters } from "./list-filters";
import { QueryView } from "./load-error";
import { Panel } from "./panel";
import { PaymentsTable } from "./payments-table";
import { StatCard, StatGrid } from "./stat-card";

const PAGE_SIZE = 20;

/** /admin/payments (docs/product/screens.md): payment figures, then every payment, filtered by status and searchable. */
export function AdminPaymentsPage() {
  useDocumentTitle("Payments · Admin");
  const list = useListParams("status", PAYMENT_SORTS);
  const { q, page, sort } = list;
  const status = toPaymentFilter(list.filter);
  const filters = { ...list.query, status: status || undefined };

  const stats = usePaymentStats();
  const payments = usePayments({ ...filters, page, pageSize: PAGE_SIZE });
  // docs/product/errors.md#error-catalogue: a 404 from the payments list means "no payments", not an error.
  const paymentsMissing = payments.isError && httpStatusOf(payments.error) === 404;
  const redirecting = useAdminErrorRedirect(stats.error ?? (paymentsMissing ? null : payments.error));
  const paymentList = paymentsMissing
    ? { ...payments, isError: false, data: { payments: [], page: 1, pageSize: PAGE_SIZE, total: 0 } }
    : payments;
  const filtered = Boolean(status || q);

  return (
    <AdminPage title="Payment Logs" description="Every plan purchase, with its amount, status and payment reference.">
      {redirecting ? null : (
        <QueryView query={stats} loading="Loading payment statistics...">
          {(data) => (
            <StatGrid label="Payment statistics">
              <StatCard
                label="Total Payments"
                value={formatCount(data.totalPayments)}
                icon={<ReceiptIcon size={22} />}
                note={`${formatCount(data.failedPayments)} failed · ${formatCount(data.refundedPayments)} refunded`}
              />
              <StatCard
                label="Revenue"
                value={formatRupees(data.totalRevenue)}
                icon={<WalletIcon size={22} />}
                tone="success"
                note="From completed payments"
              />
              <StatCard
                label="Completed"
                value={formatCount(data.completedPayments)}
                icon={<CheckCircleIcon size={22} />}
                tone="accent"
                note={`${formatCount(data.professionalPayments)} Professional · ${formatCount(data.enterprisePayments)} Enterprise`}
              />
              <StatCard
                label="Recent (30 days)"
                value={formatCount(data.recentPayments)}
                icon={<ClockIcon size={22} />}
                tone="warning"
              />
            </StatGrid>
          )}
        </QueryView>
      )}

      {!redirecting && (
        <Panel
          title="Payments"
          description={
            payments.data && !paymentsMissing
              ? `${formatListTotal(payments.data.total, filtered)}${sort ? "" : ", newest first"}`
              : undefined
          }
          actions={<ExportButton kind="payments" filters={filters} />}
        >
          <ListFilters
            list={list}
            searchPlaceholder="Search payments..."
            searchHint="Name, username or email of the payer, or a Razorpay ID"
            filterLabel="Status"
            filterName="status"
            filterValue={status}
            options={PAYMENT_FILTERS}
          />
          <AdminList query={paymentList} loading="Loading payments..." pages={pagesOfAnswer("payments", list.setPage)}>
            {(data, busy) => (
              <PaymentsTable
                caption="Payments"
                payments={data.payments}
                empty={ADMIN_TEXT.noPayments}
                busy={busy}
                sort={list.tableSort}
              />
            )}
          </AdminList>
        </Panel>
      )}
    </AdminPage>
  );
}
