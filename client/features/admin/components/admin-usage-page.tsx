import { ROLE_LABEL } from "#shared/roles";
import { type Column, DataTable } from "../../../components/data-table";
import { WalletIcon, ZapIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { CpuIcon, TrendingUpIcon } from "../../../components/workspace-icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDay } from "../../../lib/format-date";
import { formatCompactRupees, formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { intlLocale } from "../../../lib/i18n/i18n";
import { useT } from "../../../lib/i18n/use-t";
import { type UsageReport, useUsageReport } from "../api/use-usage-report";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import type { Translate } from "../utils/format";
import styles from "./admin-dashboard-page.module.css";
import { AdminPage } from "./admin-page";
import { ChartPanel } from "./chart-panel";
import { LoadError } from "./load-error";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";

/** Millionths of a dollar as dollars, to the cent (and to the millionth below a cent). */
function formatUsd(micro: number): string {
  const dollars = micro / 1_000_000;
  return dollars > 0 && dollars < 0.01 ? `$${dollars.toFixed(6)}` : `$${dollars.toFixed(2)}`;
}

/** A row's AI cost in rupees, with the upstream's dollars beside it. */
function costColumn<T extends { costPaise: number; costMicroUsd: number }>(t: Translate): Column<T> {
  return {
    key: "cost",
    header: t("admin.usage.aiCost"),
    numeric: true,
    cell: (row) => `${formatRupees(row.costPaise)} (${formatUsd(row.costMicroUsd)})`,
  };
}

/** The part of a row's replies and cost that came through `/v1`. */
function apiColumn<T extends { apiMessages: number; apiCostPaise: number }>(t: Translate): Column<T> {
  return {
    key: "api",
    header: t("admin.usage.throughApi"),
    numeric: true,
    cell: (row) => `${formatCount(row.apiMessages)} · ${formatRupees(row.apiCostPaise)}`,
  };
}

/** A share as a percentage in the reader's language: 12.5%. */
const formatPercent = (share: number) =>
  new Intl.NumberFormat(intlLocale(), { style: "percent", maximumFractionDigits: 1 }).format(share);

const planColumns = (t: Translate): readonly Column<UsageReport["plans"][number]>[] => [
  { key: "plan", header: t("admin.fields.plan"), primary: true, cell: (row) => ROLE_LABEL[row.plan] },
  { key: "messages", header: t("admin.usage.replies"), numeric: true, cell: (row) => formatCount(row.messages) },
  costColumn(t),
  apiColumn(t),
  { key: "revenue", header: t("admin.common.revenue"), numeric: true, cell: (row) => formatRupees(row.revenuePaise) },
  { key: "margin", header: t("admin.usage.margin"), numeric: true, cell: (row) => formatRupees(row.marginPaise) },
];

const userColumns = (t: Translate): readonly Column<UsageReport["topUsers"][number]>[] => [
  { key: "name", header: t("admin.fields.user"), primary: true, cell: (row) => `${row.name} (${row.email})` },
  { key: "messages", header: t("admin.usage.replies"), numeric: true, cell: (row) => formatCount(row.messages) },
  costColumn(t),
  apiColumn(t),
];

const modelColumns = (t: Translate): readonly Column<UsageReport["models"][number]>[] => [
  { key: "model", header: t("admin.usage.model"), primary: true, cell: (row) => row.modelName || row.model },
  { key: "messages", header: t("admin.usage.replies"), numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "tokens", header: t("admin.usage.tokens"), numeric: true, cell: (row) => formatCount(row.tokens) },
  costColumn(t),
  apiColumn(t),
];

/** One of the report's tables in its panel; it says so when the period had no usage. */
function ReportPanel<T>({
  title,
  description,
  ...table
}: {
  title: string;
  description?: string;
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  const { t } = useT();
  return (
    <Panel title={title} description={description}>
      <DataTable {...table} empty={t("admin.usage.empty")} />
    </Panel>
  );
}

/** /admin/usage: what AI cost against what the plans earned, over India's last 30 days. */
export function AdminUsagePage() {
  const { t } = useT();
  useDocumentTitle(t("admin.usage.documentTitle"));
  const report = useUsageReport();
  const redirecting = useAdminErrorRedirect(report.error);
  const data = report.data;
  const total = (key: "costPaise" | "revenuePaise" | "messages" | "searchCostPaise" | "searches") =>
    data?.days.reduce((sum, day) => sum + day[key], 0) ?? 0;

  return (
    <AdminPage
      title={t("admin.usage.title")}
      description={
        data
          ? t("admin.usage.period", {
              from: formatDay(data.from),
              to: formatDay(data.to),
              rate: formatRupees(data.inrPaisePerUsd),
            })
          : t("admin.usage.description")
      }
    >
      {redirecting ? null : report.isError ? (
        <LoadError query={report} />
      ) : !data ? (
        <LoadingState message={t("admin.common.loadingUsage")} />
      ) : (
        <>
          <StatGrid label={t("admin.usage.last30Days")}>
            <StatCard
              label={t("admin.usage.replies")}
              value={formatCount(total("messages"))}
              icon={<ZapIcon size={22} />}
            />
            <StatCard
              label={t("admin.usage.aiCost")}
              value={formatRupees(total("costPaise"))}
              icon={<CpuIcon size={22} />}
              tone="warning"
              note={[
                t("admin.usage.apiShare", { share: formatPercent(data.apiShare) }),
                t("admin.usage.searchShare", {
                  cost: formatRupees(total("searchCostPaise")),
                  count: formatCount(total("searches")),
                }),
              ]}
            />
            <StatCard
              label={t("admin.common.revenue")}
              value={formatRupees(total("revenuePaise"))}
              icon={<WalletIcon size={22} />}
              tone="accent"
            />
            <StatCard
              label={t("admin.usage.margin")}
              value={formatRupees(total("revenuePaise") - total("costPaise"))}
              icon={<TrendingUpIcon size={22} />}
              tone="success"
            />
          </StatGrid>
          <div className={styles.charts}>
            <ChartPanel
              title={t("admin.usage.costPerDay")}
              description={t("admin.usage.costPerDayNote")}
              valueLabel={t("admin.usage.aiCost")}
              kind="bar"
              data={data.days.map((day) => ({ date: day.day, value: day.costPaise }))}
              formatValue={formatRupees}
              formatTick={formatCompactRupees}
            />
            <ChartPanel
              title={t("admin.common.revenuePerDay")}
              description={t("admin.usage.revenuePerDayNote")}
              valueLabel={t("admin.common.revenue")}
              kind="line"
              data={data.days.map((day) => ({ date: day.day, value: day.revenuePaise }))}
              formatValue={formatRupees}
              formatTick={formatCompactRupees}
            />
          </div>
          <ReportPanel
            title={t("admin.usage.byPlan")}
            description={t("admin.usage.byPlanNote")}
            caption={t("admin.usage.byPlanCaption")}
            columns={planColumns(t)}
            rows={data.plans}
            rowKey={(row) => row.plan}
          />
          <ReportPanel
            title={t("admin.usage.topUsers")}
            caption={t("admin.usage.topUsersCaption")}
            columns={userColumns(t)}
            rows={data.topUsers}
            rowKey={(row) => row.userId}
          />
          <ReportPanel
            title={t("admin.usage.byModel")}
            caption={t("admin.usage.byModelCaption")}
            columns={modelColumns(t)}
            rows={data.models}
            rowKey={(row) => row.model}
          />
        </>
      )}
    </AdminPage>
  );
}
