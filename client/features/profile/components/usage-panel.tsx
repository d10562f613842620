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
import { Trans, useT } from "../../../lib/i18n/use-t";
import { useUsage } from "../api/use-usage-history";
import { type UsageRow, usageCsv } from "../utils/usage-csv";
import { EnterpriseUpsell } from "./enterprise-upsell";
import styles from "./profile-page.module.css";
import { UsageActivity } from "./usage-activity";

/** Headers are catalogue keys, translated where the table renders. */
const dayColumns: readonly Column<UsageRow>[] = [
  { key: "day", header: "profile.usage.column.day", primary: true, cell: (row) => formatDay(row.day) },
  { key: "model", header: "profile.usage.column.model", cell: (row) => row.modelName },
  { key: "messages", header: "profile.usage.column.replies", numeric: true, cell: (row) => formatCount(row.messages) },
  {
    key: "tokens",
    header: "profile.usage.column.tokens",
    numeric: true,
    cell: (row) => `${formatCount(row.tokensIn)} / ${formatCount(row.tokensOut)}`,
  },
  { key: "credits", header: "profile.usage.column.credits", numeric: true, cell: (row) => formatCount(row.credits) },
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
  const { t } = useT();
  const [days, setDays] = useState<UsageHistoryRange>(DEFAULT_USAGE_HISTORY_DAYS);
  const { today, history } = useUsage(days);
  if (today.isError || history.isError)
    return (
      <Alert
        tone="danger"
        title={t("profile.usage.loadFailed")}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void Promise.all([today.refetch(), history.refetch()])}>
            {t("profile.usage.retry")}
          </Button>
        }
      />
    );
  if (!today.data || !history.data) return <LoadingState message={t("profile.usage.loading")} />;
  const { limit, used, remaining, resetsAt } = today.data;
  const { models, apiKeys, analytics, rows, from, to } = history.data;
  const period = { days: history.data.days.length };
  const columns = dayColumns.map((column) => ({ ...column, header: t(column.header) }));

  return (
    <div className={styles.usage}>
      <Card as="section" aria-labelledby="usage-today-title">
        <h2 id="usage-today-title" className={styles.cardTitle}>
          {t("profile.usage.today")}
        </h2>
        <p className={styles.usageFigure}>
          <Trans
            id="profile.usage.left"
            values={{ remaining: formatCount(remaining), limit: formatCount(limit) }}
            components={{ 0: <strong /> }}
          />
        </p>
        {/* The figure above says it in words; the bar only shows it. */}
        <div className={styles.usageBar} aria-hidden="true">
          <span style={{ inlineSize: `${limit ? Math.min(100, (used / limit) * 100) : 100}%` }} />
        </div>
        <p className={styles.usageNote}>
          {t("profile.usage.used", { used: formatCount(used), time: formatIstClock(resetsAt) })}
        </p>
      </Card>

      <UsageActivity history={history.data} days={days} onDaysChange={setDays} busy={history.isPlaceholderData} />

      <Card as="section" aria-labelledby="usage-models-title">
        <h2 id="usage-models-title" className={styles.cardTitle}>
          {t("profile.usage.byModel", period)}
        </h2>
        <ModelUsageTable caption={t("profile.usage.byModelCaption")} rows={models} />
      </Card>

      {apiKeys.length ? (
        <Card as="section" aria-labelledby="usage-keys-title">
          <h2 id="usage-keys-title" className={styles.cardTitle}>
            {t("profile.usage.byKey", period)}
          </h2>
          <ApiKeyUsageTable caption={t("profile.usage.byKeyCaption")} rows={apiKeys} />
        </Card>
      ) : null}

      {analytics ? (
        <Card as="section" aria-labelledby="usage-rows-title">
          <div className={styles.usageHeading}>
            <h2 id="usage-rows-title" className={styles.cardTitle}>
              {t("profile.usage.perDay", period)}
            </h2>
            <Button size="sm" variant="secondary" onClick={() => downloadCsv(rows, from, to)} disabled={!rows.length}>
              {t("profile.usage.downloadCsv")}
            </Button>
          </div>
          <DataTable
            caption={t("profile.usage.perDayCaption")}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.day} ${row.model}`}
            empty={t("profile.usage.empty")}
          />
        </Card>
      ) : (
        <EnterpriseUpsell title={t("profile.usage.upsellTitle")}>{t("profile.usage.upsellBody")}</EnterpriseUpsell>
      )}
    </div>
  );
}
