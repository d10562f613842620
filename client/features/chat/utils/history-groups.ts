import { DAY_MS } from "#shared/time";
/** A run of conversations under one heading of the history sidebar. */
export interface HistoryGroup<T> {
  key: string;
  label: string;
  items: T[];
}

// The headings are English words, so the month names are too, whatever the browser's locale.
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** Midnight of the date's day on the wall clock of this browser's time zone. */
function localDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Which heading a conversation last active at `updatedAt` goes under, seen at
 * `now`: calendar days in the person's own time zone, not 24-hour spans, so
 * "Yesterday" starts at their midnight (and rounding absorbs a DST day of 23
 * or 25 hours).
 */
export function historyGroupOf(updatedAt: Date, now: Date): { key: string; label: string } {
  if (Number.isNaN(updatedAt.getTime())) return { key: "older", label: "Older" };
  const days = Math.round((localDay(now) - localDay(updatedAt)) / DAY_MS);
  // A timestamp slightly ahead of this device's clock is still today's.
  if (days <= 0) return { key: "today", label: "Today" };
  if (days === 1) return { key: "yesterday", label: "Yesterday" };
  if (days <= 7) return { key: "week", label: "Previous 7 days" };
  if (days <= 30) return { key: "month", label: "Previous 30 days" };
  return {
    key: `${updatedAt.getFullYear()}-${String(updatedAt.getMonth() + 1).padStart(2, "0")}`,
    label: monthLabel.format(updatedAt),
  };
}

/**
 * The history list under its headings (Today, Yesterday, Previous 7 days,
 * Previous 30 days, then one per month). The list arrives newest first, so the
 * groups come out newest first too; a conversation out of order still joins
 * its group rather than starting a second heading with the same name.
 */
export function groupHistory<T extends { updatedAt: string | number | Date }>(
  items: readonly T[],
  now: Date,
): HistoryGroup<T>[] {
  const groups = new Map<string, HistoryGroup<T>>();
  for (const item of items) {
    const { key, label } = historyGroupOf(new Date(item.updatedAt), now);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, label, items: [item] });
  }
  return [...groups.values()];
}
