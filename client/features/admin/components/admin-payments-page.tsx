import { PAYMENT_SORTS } from "#shared/admin";
import { CheckCircleIcon, ClockIcon, ReceiptIcon, WalletIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { httpStatusOf } from "../../../lib/errors";
import { formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { usePaymentStats, usePayments } from "../api/use-payments";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useListParams } from "../hooks/use-list-params";
import { listTotal } from "../utils/format";
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
  const { t } = useT();
  useDocumentTitle(t("admin.payments.documentTitle"));
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
    <AdminPage title={t("admin.payments.title")} description={t("admin.payments.description")}>
      {redirecting ? null : (
        <QueryView query={stats} loading={t("admin.payments.loadingStats")}>
          {(data) => (
            <StatGrid label={t("admin.payments.stats")}>
              <StatCard
                label={t("admin.payments.total")}
                value={formatCount(data.totalPayments)}
                icon={<ReceiptIcon size={22} />}
                note={t("admin.payments.totalNote", {
                  failed: formatCount(data.failedPayments),
                  refunded: formatCount(data.refundedPayments),
                })}
              />
              <StatCard
                label={t("admin.common.revenue")}
                value={formatRupees(data.totalRevenue)}
                icon={<WalletIcon size={22} />}
                tone="success"
                note={t("admin.payments.revenueNote")}
              />
              <StatCard
                label={t("admin.payments.filter.completed")}
                value={formatCount(data.completedPayments)}
                icon={<CheckCircleIcon size={22} />}
                tone="accent"
                note={t("admin.common.byPlan", {
                  professional: formatCount(data.professionalPayments),
                  enterprise: formatCount(data.enterprisePayments),
                })}
              />
              <StatCard
                label={t("admin.payments.recent")}
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
          title={t("admin.payments.heading")}
          description={
            payments.data && !paymentsMissing
              ? listTotal(t, payments.data.total, { filtered, newestFirst: !sort })
              : undefined
          }
          actions={<ExportButton kind="payments" filters={filters} />}
        >
          <ListFilters
            list={list}
            searchPlaceholder={t("admin.payments.searchPlaceholder")}
            searchHint={t("admin.payments.searchHint")}
            filterLabel={t("admin.fields.status")}
            filterName="status"
            filterValue={status}
            options={PAYMENT_FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <AdminList
            query={paymentList}
            loading={t("admin.common.loadingPayments")}
            pages={pagesOfAnswer("payments", list.setPage)}
          >
            {(data, busy) => (
              <PaymentsTable
                caption={t("admin.payments.heading")}
                payments={data.payments}
                empty={t("admin.payments.empty")}
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
