import { useState } from "react";
import { DEFAULT_USAGE_HISTORY_DAYS, type UsageHistoryRange } from "#shared/usage";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { type Column, DataTable } from "../../../components/data-table";
import { LoadingState } from "../../../components/spinner";
import { ApiKeyUsageTable, ModelUsageTable } from "../../../components/usage-tables";
import { formatDay, formatIstClock } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { useUsage } from "../api/use-usage-history";
import { type UsageRow, usageCsv } from "../utils/usage-csv";
import { EnterpriseUpsell } from "./enterprise-upsell";
import styles from "./profile-page.module.css";
import { UsageActivity } from "./usage-activity";

const dayColumns: readonly Column<UsageRow>[] = [
  { key: "day", header: "Day (IST)", primary: true, cell: (row) => formatDay(row.day) },
  { key: "model", header: "Model", cell: (row) => row.modelName },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  {
    key: "tokens",
    header: "Tokens in / out",
    numeric: true,
    cell: (row) => `${formatCount(row.tokensIn)} / ${formatCount(row.tokensOut)}`,
  },
  { key: "credits", header: "Credits", numeric: true, cell: (row) => formatCount(row.credits) },
];

function downloadCsv(rows: readonly UsageRow[], from: string, to: string) {
  const url = URL.createObjectURL(new Blob([usageCsv(rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `usage-${from}-to-${to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The profile's Usage tab: today's credits, the chosen range, and for Enterprise the tables and CSV. */
export function UsagePanel() {
  const [days, setDays] = useState<UsageHistoryRange>(DEFAULT_USAGE_HISTORY_DAYS);
  const { today, history } = useUsage(days);
  if (today.isError || history.isError)
    return (
      <Alert
        tone="danger"
        title="Failed to load your usage."
        actions={
          <Button size="sm" variant="secondary" onClick={() => void Promise.all([today.refetch(), history.refetch()])}>
            Retry
          </Button>
        }
      />
    );
  if (!today.data || !history.data) return <LoadingState message="Loading your usage..." />;
  const { limit, used, remaining, resetsAt } = today.data;
  const { models, apiKeys, analytics, rows, from, to } = history.data;
  const period = `last ${history.data.days.length} days`;

  return (
    <div className={styles.usage}>
      <Card as="section" aria-labelledby="usage-today-title">
        <h2 id="usage-today-title" className={styles.cardTitle}>
          Today
        </h2>
        <p className={styles.usageFigure}>
          <strong>{formatCount(remaining)}</strong> of {formatCount(limit)} credits left
        </p>
        {/* The figure above says it in words; the bar only shows it. */}
        <div className={styles.usageBar} aria-hidden="true">
          <span style={{ inlineSize: `${limit ? Math.min(100, (used / limit) * 100) : 100}%` }} />
        </div>
        <p className={styles.usageNote}>
          {formatCount(used)} used. They renew at {formatIstClock(resetsAt)} IST.
        </p>
      </Card>

      <UsageActivity history={history.data} days={days} onDaysChange={setDays} busy={history.isPlaceholderData} />

      <Card as="section" aria-labelledby="usage-models-title">
        <h2 id="usage-models-title" className={styles.cardTitle}>
          By model, {period}
        </h2>
        <ModelUsageTable caption="Your usage by model" rows={models} />
      </Card>

      {apiKeys.length ? (
        <Card as="section" aria-labelledby="usage-keys-title">
          <h2 id="usage-keys-title" className={styles.cardTitle}>
            By API key, {period}
          </h2>
          <ApiKeyUsageTable caption="Your API use by key" rows={apiKeys} />
        </Card>
      ) : null}

      {analytics ? (
        <Card as="section" aria-labelledby="usage-rows-title">
          <div className={styles.usageHeading}>
            <h2 id="usage-rows-title" className={styles.cardTitle}>
              Per day and model, {period}
            </h2>
            <Button size="sm" variant="secondary" onClick={() => downloadCsv(rows, from, to)} disabled={!rows.length}>
              Download CSV
            </Button>
          </div>
          <DataTable
            caption="Your usage per day and model"
            columns={dayColumns}
            rows={rows}
            rowKey={(row) => `${row.day} ${row.model}`}
            empty="No replies in this period."
          />
        </Card>
      ) : (
        <EnterpriseUpsell title="Advanced analytics come with Enterprise">
          Tables per day and model, and a CSV download of them.
        </EnterpriseUpsell>
      )}
    </div>
  );
}
