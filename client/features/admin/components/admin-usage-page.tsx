import { ROLE_LABEL } from "#shared/roles";
import { type Column, DataTable } from "../../../components/data-table";
import { WalletIcon, ZapIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { CpuIcon, TrendingUpIcon } from "../../../components/workspace-icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDay } from "../../../lib/format-date";
import { formatCompactRupees, formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { type UsageReport, useUsageReport } from "../api/use-usage-report";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
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
function costColumn<T extends { costPaise: number; costMicroUsd: number }>(): Column<T> {
  return {
    key: "cost",
    header: "AI cost",
    numeric: true,
    cell: (row) => `${formatRupees(row.costPaise)} (${formatUsd(row.costMicroUsd)})`,
  };
}

/** The part of a row's replies and cost that came through `/v1`. */
function apiColumn<T extends { apiMessages: number; apiCostPaise: number }>(): Column<T> {
  return {
    key: "api",
    header: "Through the API",
    numeric: true,
    cell: (row) => `${formatCount(row.apiMessages)} · ${formatRupees(row.apiCostPaise)}`,
  };
}

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

const planColumns: readonly Column<UsageReport["plans"][number]>[] = [
  { key: "plan", header: "Plan", primary: true, cell: (row) => ROLE_LABEL[row.plan] },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  costColumn(),
  apiColumn(),
  { key: "revenue", header: "Revenue", numeric: true, cell: (row) => formatRupees(row.revenuePaise) },
  { key: "margin", header: "Margin", numeric: true, cell: (row) => formatRupees(row.marginPaise) },
];

const userColumns: readonly Column<UsageReport["topUsers"][number]>[] = [
  { key: "name", header: "User", primary: true, cell: (row) => `${row.name} (${row.email})` },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  costColumn(),
  apiColumn(),
];

const modelColumns: readonly Column<UsageReport["models"][number]>[] = [
  { key: "model", header: "Model", primary: true, cell: (row) => row.modelName || row.model },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "tokens", header: "Tokens", numeric: true, cell: (row) => formatCount(row.tokens) },
  costColumn(),
  apiColumn(),
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
  return (
    <Panel title={title} description={description}>
      <DataTable {...table} empty="No usage yet." />
    </Panel>
  );
}

/** /admin/usage: what AI cost against what the plans earned, over India's last 30 days. */
export function AdminUsagePage() {
  useDocumentTitle("Usage & costs · Admin");
  const report = useUsageReport();
  const redirecting = useAdminErrorRedirect(report.error);
  const data = report.data;
  const total = (key: "costPaise" | "revenuePaise" | "messages") =>
    data?.days.reduce((sum, day) => sum + day[key], 0) ?? 0;

  return (
    <AdminPage
      title="Usage & costs"
      description={
        data
          ? `${formatDay(data.from)} to ${formatDay(data.to)} (IST). Costs at ${formatRupees(data.inrPaisePerUsd)} a dollar.`
          : "What AI cost against what the plans earned."
      }
    >
      {redirecting ? null : report.isError ? (
        <LoadError query={report} />
      ) : !data ? (
        <LoadingState message="Loading usage..." />
      ) : (
        <>
          <StatGrid label="Last 30 days">
            <StatCard label="Replies" value={formatCount(total("messages"))} icon={<ZapIcon size={22} />} />
            <StatCard
              label="AI cost"
              value={formatRupees(total("costPaise"))}
              icon={<CpuIcon size={22} />}
              tone="warning"
              note={`${percent.format(data.apiShare)} through the API`}
            />
            <StatCard
              label="Revenue"
              value={formatRupees(total("revenuePaise"))}
              icon={<WalletIcon size={22} />}
              tone="accent"
            />
            <StatCard
              label="Margin"
              value={formatRupees(total("revenuePaise") - total("costPaise"))}
              icon={<TrendingUpIcon size={22} />}
              tone="success"
            />
          </StatGrid>
          <div className={styles.charts}>
            <ChartPanel
              title="AI cost per day"
              description="The upstream's own charges, in rupees"
              valueLabel="AI cost"
              kind="bar"
              data={data.days.map((day) => ({ date: day.day, value: day.costPaise }))}
              formatValue={formatRupees}
              formatTick={formatCompactRupees}
            />
            <ChartPanel
              title="Revenue per day"
              description="Completed payments"
              valueLabel="Revenue"
              kind="line"
              data={data.days.map((day) => ({ date: day.day, value: day.revenuePaise }))}
              formatValue={formatRupees}
              formatTick={formatCompactRupees}
            />
          </div>
          <ReportPanel
            title="By plan"
            description="The cost of the replies sold under each plan, against its payments"
            caption="Cost and revenue by plan"
            columns={planColumns}
            rows={data.plans}
            rowKey={(row) => row.plan}
          />
          <ReportPanel
            title="Top users by cost"
            caption="Top users by AI cost"
            columns={userColumns}
            rows={data.topUsers}
            rowKey={(row) => row.userId}
          />
          <ReportPanel
            title="By model"
            caption="AI cost by model"
            columns={modelColumns}
            rows={data.models}
            rowKey={(row) => row.model}
          />
        </>
      )}
    </AdminPage>
  );
}
