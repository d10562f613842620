import { USAGE_HISTORY_RANGES, type UsageHistoryRange } from "#shared/usage";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { DayChart } from "../../../components/day-chart";
import { SegmentedControl } from "../../../components/segmented-control";
import { StatTiles } from "../../../components/stat-tiles";
import { formatDay } from "../../../lib/format-date";
import { formatCompactCount, formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { useWorkspaceUsageCsv, type WorkspaceUsage } from "../api/use-workspace-usage";
import styles from "./usage.module.css";

interface Stat {
  id: string;
  label: string;
  value: string;
  note: string;
}

/** The cards on top: a manager's month against the monthly cap and members at their cap; a member's own day. */
function capStats(usage: WorkspaceUsage, t: ReturnType<typeof useT>["t"]): Stat[] {
  const { month, caps } = usage;
  if (usage.manage)
    return [
      {
        id: "month",
        label: t("workspaces.usage.stat.month"),
        value: formatCount(month.used ?? 0),
        note:
          month.cap === null
            ? t("workspaces.usage.stat.monthNoCap")
            : t("workspaces.usage.stat.monthOfCap", { cap: formatCount(month.cap) }),
      },
      {
        id: "atCap",
        label: t("workspaces.usage.stat.atCap"),
        value: formatCount(usage.membersAtCap),
        note: t("workspaces.usage.stat.atCapNote", {
          count: usage.members.filter((member) => member.role !== null).length,
        }),
      },
    ];
  const self = usage.members[0];
  return [
    {
      id: "today",
      label: t("workspaces.usage.stat.today"),
      value: formatCount(self?.usedToday ?? 0),
      note:
        self?.cap == null
          ? t("workspaces.usage.stat.todayNoCap")
          : t("workspaces.usage.stat.todayOfCap", { cap: formatCount(self.cap) }),
    },
    {
      id: "monthlyCap",
      label: t("workspaces.usage.stat.monthlyCap"),
      value: caps.monthlyCap === null ? t("workspaces.usage.noCap") : formatCount(caps.monthlyCap),
      note: t("workspaces.usage.stat.monthlyCapNote"),
    },
  ];
}

/** The range chooser, the cards, credits per day and the CSV of the rows per day, member and model. */
export function UsageOverview({
  usage,
  days,
  onDaysChange,
  busy,
}: {
  usage: WorkspaceUsage;
  days: UsageHistoryRange;
  onDaysChange: (days: UsageHistoryRange) => void;
  /** Another range is loading: the one on screen stays until it comes. */
  busy: boolean;
}) {
  const { t } = useT();
  const csv = useWorkspaceUsageCsv();
  const credits = usage.days.reduce((sum, day) => sum + day.credits, 0);
  const replies = usage.days.reduce((sum, day) => sum + day.messages, 0);
  const api = usage.days.reduce((sum, day) => sum + day.apiMessages, 0);
  const stats: Stat[] = [
    ...capStats(usage, t),
    {
      id: "credits",
      label: t("workspaces.usage.stat.credits"),
      value: formatCount(credits),
      note: t("workspaces.usage.range", { from: formatDay(usage.from), to: formatDay(usage.to) }),
    },
    {
      id: "replies",
      label: t("workspaces.usage.stat.replies"),
      value: formatCount(replies),
      note: t("workspaces.usage.stat.repliesNote", { api: formatCount(api) }),
    },
  ];
  const rangeOptions = USAGE_HISTORY_RANGES.map((option) => ({
    value: option,
    label: t("workspaces.usage.rangeOption", { days: option }),
  }));

  return (
    <Card as="section" aria-labelledby="workspace-usage-activity" aria-busy={busy}>
      <div className={styles.sectionHeading}>
        <div className={styles.headingText}>
          <h2 id="workspace-usage-activity" className={styles.cardTitle}>
            {t("workspaces.usage.activity")}
          </h2>
          <p className={styles.note}>
            {t("workspaces.usage.range", { from: formatDay(usage.from), to: formatDay(usage.to) })}
          </p>
        </div>
        <div className={styles.controls}>
          <SegmentedControl
            label={t("workspaces.usage.daysShown")}
            options={rangeOptions}
            value={days}
            onChange={onDaysChange}
          />
          <Button
            size="sm"
            variant="secondary"
            busy={csv.isPending}
            onClick={() => csv.mutate({ workspaceId: usage.workspace.id, days })}
          >
            {t("workspaces.usage.csv")}
          </Button>
        </div>
      </div>
      {csv.isError ? <Alert tone="danger">{t("workspaces.usage.csvFailed")}</Alert> : null}
      <div className={busy ? styles.busy : undefined}>
        <StatTiles stats={stats} />
        <section aria-labelledby="workspace-usage-chart">
          <h3 id="workspace-usage-chart" className={styles.chartTitle}>
            {t("workspaces.usage.chart.title")}
          </h3>
          <DayChart
            label={t("workspaces.usage.chart.label", { days: usage.days.length })}
            valueLabel={t("common.usage.credits")}
            kind="bar"
            data={usage.days.map((day) => ({ date: day.day, value: day.credits }))}
            formatValue={formatCount}
            formatTick={formatCompactCount}
          />
        </section>
      </div>
    </Card>
  );
}
