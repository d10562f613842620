import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { formatRupees } from "../../../../shared/format";
import { Badge } from "../../../components/badge";
import { SelectField, TextField } from "../../../components/form-field";
import { CheckCircleIcon, ClockIcon, ReceiptIcon, WalletIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { httpStatusOf } from "../../../lib/errors";
import { usePaymentStats, usePayments } from "../api/use-payments";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { formatCount, formatDateTime, truncateId } from "../utils/format";
import { ADMIN_TEXT } from "../utils/messages";
import { PAYMENT_FILTERS, paymentStatusLook, toPaymentFilter } from "../utils/payment-status";
import { AdminPage } from "./admin-page";
import styles from "./admin-payments-page.module.css";
import { type Column, DataTable } from "./data-table";
import { LoadError } from "./load-error";
import { Pagination } from "./pagination";
import { Panel } from "./panel";
import { RoleBadge } from "./role-badge";
import { StatCard, StatGrid } from "./stat-card";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

interface PaymentRow {
  _id: string;
  userId: { _id: string; name: string; username: string } | null;
  plan: string;
  amount: number;
  status: string;
  razorpayPaymentId: string | null;
  createdAt: string | Date;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
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
  { key: "plan", header: "Plan", cell: (payment) => <RoleBadge role={payment.plan} /> },
  {
    key: "amount",
    header: "Amount",
    numeric: true,
    cell: (payment) => <span className={styles.amount}>{formatRupees(payment.amount)}</span>,
  },
  {
    key: "status",
    header: "Status",
    cell: (payment) => {
      const look = paymentStatusLook(payment.status);
      return <Badge tone={look.tone}>{look.label}</Badge>;
    },
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
      <span className={styles.date}>{formatDateTime(payment.createdAt, ADMIN_TEXT.notAvailable)}</span>
    ),
  },
];

/** /admin/payments (SPEC §2): payment figures, then every payment, filtered by status and searchable. */
export function AdminPaymentsPage() {
  useDocumentTitle("Payments · Admin");
  const [params, setParams] = useSearchParams();
  const status = toPaymentFilter(params.get("status"));
  const q = params.get("q") ?? "";
  const page = pageOf(params.get("page"));
  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const searchId = useId();

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search should write the address
  useEffect(() => {
    const trimmed = debouncedSearch.trim();
    if (trimmed !== q) update({ q: trimmed || null, page: null });
  }, [debouncedSearch]);

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
              ? `${formatCount(payments.data.total)} ${filtered ? "matching" : "in total"}, newest first`
              : undefined
          }
        >
          <search className={styles.filters}>
            <TextField
              id={searchId}
              label="Search"
              type="search"
              name="q"
              placeholder="Search payments..."
              autoComplete="off"
              spellCheck={false}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={styles.searchField}
              hint="Name, username or email of the payer, or a Razorpay ID"
            />
            <SelectField
              label="Status"
              name="status"
              value={status}
              onChange={(event) => update({ status: event.target.value || null, page: null })}
              className={styles.statusField}
            >
              {PAYMENT_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </SelectField>
          </search>
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
                  onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
                />
              )}
            </>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
