import { USAGE_HISTORY_RANGES, type UsageHistoryRange } from "#shared/usage";
import { Card } from "../../../components/card";
import { DayChart } from "../../../components/day-chart";
import { SegmentedControl } from "../../../components/segmented-control";
import { formatDay } from "../../../lib/format-date";
import { formatCompactCount, formatCount, formatWebApiSplit } from "../../../lib/format-number";
import type { UsageHistory } from "../api/use-usage-history";
import styles from "./usage-activity.module.css";

const RANGE_OPTIONS = USAGE_HISTORY_RANGES.map((days) => ({ value: days, label: `${days} days` }));
const REPLY_PARTS = ["in the app", "through the API"] as const;
const TOKEN_PARTS = ["tokens in", "tokens out"] as const;

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
  const totals = totalsOf(history);
  const period = `last ${history.days.length} days`;
  const stats = [
    { label: "Replies", value: totals.messages, note: `Web / API: ${formatWebApiSplit(totals)}` },
    { label: "Tokens in", value: totals.tokensIn, note: "Your messages and their context" },
    { label: "Tokens out", value: totals.tokensOut, note: "Written by the models" },
    { label: "Credits", value: totals.credits, note: "From your daily allowance" },
  ];

  return (
    <Card as="section" aria-labelledby="usage-activity-title" aria-busy={busy}>
      <div className={styles.heading}>
        <div className={styles.headingText}>
          <h2 id="usage-activity-title" className={styles.title}>
            Activity
          </h2>
          <p className={styles.range}>
            {formatDay(history.from)} to {formatDay(history.to)} (IST)
          </p>
        </div>
        <SegmentedControl label="Days shown" options={RANGE_OPTIONS} value={days} onChange={onDaysChange} />
      </div>
      <div className={busy ? styles.busy : undefined}>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd className={styles.figure}>{formatCount(stat.value)}</dd>
              <dd className={styles.statNote}>{stat.note}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.charts}>
          <section aria-labelledby="usage-replies-title" className={styles.chart}>
            <h3 id="usage-replies-title" className={styles.chartTitle}>
              Replies per day
            </h3>
            <DayChart
              label={`Replies per day, ${period}`}
              valueLabel="Replies"
              kind="bar"
              parts={REPLY_PARTS}
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
              Tokens per day
            </h3>
            <DayChart
              label={`Tokens per day, ${period}`}
              valueLabel="Tokens"
              kind="bar"
              parts={TOKEN_PARTS}
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
