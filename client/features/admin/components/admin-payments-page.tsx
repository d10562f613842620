import { type Column, DataTable } from "../../../components/data-table";
import { CheckCircleIcon, ClockIcon, ReceiptIcon, WalletIcon } from "../../../components/icons";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { PlanBadge } from "../../../components/plan-badge";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { httpStatusOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { usePaymentStats, usePayments } from "../api/use-payments";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useListParams } from "../hooks/use-list-params";
import { formatListTotal, truncateId } from "../utils/format";
import { ADMIN_TEXT } from "../utils/messages";
import { PAYMENT_FILTERS, toPaymentFilter } from "../utils/payment-status";
import { AdminPage } from "./admin-page";
import styles from "./admin-payments-page.module.css";
import { ListFilters } from "./list-filters";
import { LoadError } from "./load-error";
import { Pagination } from "./pagination";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";

const PAGE_SIZE = 20;

interface PaymentRow {
  _id: string;
  userId: { _id: string; name: string; username: string } | null;
  plan: string;
  amount: number;
  status: string;
  razorpayPaymentId: string | null;
  createdAt: string | Date;
}

const COLUMNS: Column<PaymentRow>[] = [
  {
    key: "user",
    header: "User",
    primary: true,
    cell: (payment) =>
      payment.userId ? (
        <span className={styles.user}>
          <span className={styles.userName}>{payment.userId.name}</span>
          <span className={styles.username}>@{payment.userId.username}</span>
        </span>
      ) : (
        <span className={styles.muted}>{ADMIN_TEXT.notAvailable}</span>
      ),
  },
  { key: "plan", header: "Plan", cell: (payment) => <PlanBadge plan={payment.plan} /> },
  {
    key: "amount",
    header: "Amount",
    numeric: true,
    cell: (payment) => <span className={styles.amount}>{formatRupees(payment.amount)}</span>,
  },
  {
    key: "status",
    header: "Status",
    cell: (payment) => <PaymentStatusBadge status={payment.status} />,
  },
  {
    key: "paymentId",
    header: "Payment ID",
    cell: (payment) => (
      <span className={styles.paymentId} title={payment.razorpayPaymentId ?? undefined}>
        {truncateId(payment.razorpayPaymentId)}
      </span>
    ),
  },
  {
    key: "date",
    header: "Date",
    cell: (payment) => (
      <span className={styles.date}>{formatDateTime(payment.createdAt) ?? ADMIN_TEXT.notAvailable}</span>
    ),
  },
];

/** /admin/payments (SPEC §2): payment figures, then every payment, filtered by status and searchable. */
export function AdminPaymentsPage() {
  useDocumentTitle("Payments · Admin");
  const list = useListParams("status");
  const { q, page } = list;
  const status = toPaymentFilter(list.filter);

  const stats = usePaymentStats();
  const payments = usePayments({ status: status || undefined, q: q || undefined, page, pageSize: PAGE_SIZE });
  // SPEC §8: a 404 from the payments list means "no payments", not an error.
  const paymentsMissing = payments.isError && httpStatusOf(payments.error) === 404;
  const redirecting = useAdminErrorRedirect(stats.error ?? (paymentsMissing ? null : payments.error));
  const rows: PaymentRow[] = paymentsMissing ? [] : (payments.data?.payments ?? []);
  const filtered = Boolean(status || q);

  return (
    <AdminPage title="Payment Logs" description="Every plan purchase, with its amount, status and payment reference.">
      {redirecting ? null : stats.isError ? (
        <LoadError onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : !stats.data ? (
        <LoadingState message="Loading payment statistics..." />
      ) : (
        <StatGrid label="Payment statistics">
          <StatCard
            label="Total Payments"
            value={formatCount(stats.data.totalPayments)}
            icon={<ReceiptIcon size={22} />}
            note={`${formatCount(stats.data.failedPayments)} failed · ${formatCount(stats.data.refundedPayments)} refunded`}
          />
          <StatCard
            label="Revenue"
            value={formatRupees(stats.data.totalRevenue)}
            icon={<WalletIcon size={22} />}
            tone="success"
            note="From completed payments"
          />
          <StatCard
            label="Completed"
            value={formatCount(stats.data.completedPayments)}
            icon={<CheckCircleIcon size={22} />}
            tone="accent"
            note={`${formatCount(stats.data.professionalPayments)} Professional · ${formatCount(stats.data.enterprisePayments)} Enterprise`}
          />
          <StatCard
            label="Recent (30 days)"
            value={formatCount(stats.data.recentPayments)}
            icon={<ClockIcon size={22} />}
            tone="warning"
          />
        </StatGrid>
      )}

      {!redirecting && (
        <Panel
          title="Payments"
          description={
            payments.data && !paymentsMissing
              ? `${formatListTotal(payments.data.total, filtered)}, newest first`
              : undefined
          }
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
          {payments.isError && !paymentsMissing ? (
            <LoadError onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
          ) : !payments.data && !paymentsMissing ? (
            <LoadingState message="Loading payments..." />
          ) : (
            <>
              <DataTable
                caption="Payments"
                columns={COLUMNS}
                rows={rows}
                rowKey={(payment) => payment._id}
                empty={ADMIN_TEXT.noPayments}
                busy={payments.isPlaceholderData}
              />
              {payments.data && !paymentsMissing && (
                <Pagination
                  noun="payments"
                  page={payments.data.page}
                  pageSize={payments.data.pageSize}
                  total={payments.data.total}
                  busy={payments.isPlaceholderData}
                  onPageChange={list.setPage}
                />
              )}
            </>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
