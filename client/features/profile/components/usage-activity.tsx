import { USAGE_HISTORY_RANGES, type UsageHistoryRange } from "#shared/usage";
import { Card } from "../../../components/card";
import { DayChart } from "../../../components/day-chart";
import { SegmentedControl } from "../../../components/segmented-control";
import { StatTiles } from "../../../components/stat-tiles";
import { formatDay } from "../../../lib/format-date";
import { formatCompactCount, formatCount, formatWebApiSplit } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import type { UsageHistory } from "../api/use-usage-history";
import styles from "./usage-activity.module.css";

/** The figures of the range: replies (web and API), tokens both ways, and the credits they took. */
function totalsOf({ days, models }: UsageHistory) {
  const sum = (key: "messages" | "apiMessages" | "tokensIn" | "tokensOut") =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    messages: sum("messages"),
    apiMessages: sum("apiMessages"),
    tokensIn: sum("tokensIn"),
    tokensOut: sum("tokensOut"),
    credits: models.reduce((total, model) => total + model.credits, 0),
  };
}

/** The Usage tab's range chooser, the range's totals, and replies and tokens (in and out) per day. */
export function UsageActivity({
  history,
  days,
  onDaysChange,
  busy,
}: {
  history: UsageHistory;
  days: UsageHistoryRange;
  onDaysChange: (days: UsageHistoryRange) => void;
  /** Another range is loading: the one on screen stays until it comes. */
  busy: boolean;
}) {
  const { t } = useT();
  const totals = totalsOf(history);
  const period = { days: history.days.length };
  const rangeOptions = USAGE_HISTORY_RANGES.map((days) => ({
    value: days,
    label: t("profile.activity.rangeOption", { days }),
  }));
  const replyParts = [t("profile.activity.part.app"), t("profile.activity.part.api")];
  const tokenParts = [t("profile.activity.part.tokensIn"), t("profile.activity.part.tokensOut")];
  const stats = [
    {
      id: "replies",
      label: t("profile.activity.replies"),
      value: totals.messages,
      note: t("profile.activity.repliesNote", { split: formatWebApiSplit(totals) }),
    },
    {
      id: "tokensIn",
      label: t("profile.activity.tokensIn"),
      value: totals.tokensIn,
      note: t("profile.activity.tokensInNote"),
    },
    {
      id: "tokensOut",
      label: t("profile.activity.tokensOut"),
      value: totals.tokensOut,
      note: t("profile.activity.tokensOutNote"),
    },
    {
      id: "credits",
      label: t("profile.activity.credits"),
      value: totals.credits,
      note: t("profile.activity.creditsNote"),
    },
  ];

  return (
    <Card as="section" aria-labelledby="usage-activity-title" aria-busy={busy}>
      <div className={styles.heading}>
        <div className={styles.headingText}>
          <h2 id="usage-activity-title" className={styles.title}>
            {t("profile.activity.title")}
          </h2>
          <p className={styles.range}>
            {t("profile.activity.range", { from: formatDay(history.from), to: formatDay(history.to) })}
          </p>
        </div>
        <SegmentedControl
          label={t("profile.activity.daysShown")}
          options={rangeOptions}
          value={days}
          onChange={onDaysChange}
        />
      </div>
      <div className={busy ? styles.busy : undefined}>
        <StatTiles stats={stats.map((stat) => ({ ...stat, value: formatCount(stat.value) }))} />
        <div className={styles.charts}>
          <section aria-labelledby="usage-replies-title" className={styles.chart}>
            <h3 id="usage-replies-title" className={styles.chartTitle}>
              {t("profile.activity.repliesPerDay")}
            </h3>
            <DayChart
              label={t("profile.activity.repliesChart", period)}
              valueLabel={t("profile.activity.replies")}
              kind="bar"
              parts={replyParts}
              data={history.days.map((day) => ({
                date: day.day,
                value: day.messages,
                parts: [day.messages - day.apiMessages, day.apiMessages],
              }))}
              formatValue={formatCount}
            />
          </section>
          <section aria-labelledby="usage-tokens-title" className={styles.chart}>
            <h3 id="usage-tokens-title" className={styles.chartTitle}>
              {t("profile.activity.tokensPerDay")}
            </h3>
            <DayChart
              label={t("profile.activity.tokensChart", period)}
              valueLabel={t("profile.activity.tokens")}
              kind="bar"
              parts={tokenParts}
              data={history.days.map((day) => ({
                date: day.day,
                value: day.tokensIn + day.tokensOut,
                parts: [day.tokensIn, day.tokensOut],
              }))}
              formatValue={formatCount}
              formatTick={formatCompactCount}
            />
          </section>
        </div>
      </div>
    </Card>
  );
}
