import { DAY_MS } from "#shared/time";
import type { ChatKey } from "./messages";

/** A heading: a catalogue key ("Today"), or the first day of the month it names, written in the reader's language. */
export type HistoryLabel = ChatKey | Date;

/** A run of conversations under one heading of the history sidebar. */
export interface HistoryGroup<T> {
  key: string;
  label: HistoryLabel;
  items: T[];
}

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
export function historyGroupOf(updatedAt: Date, now: Date): { key: string; label: HistoryLabel } {
  if (Number.isNaN(updatedAt.getTime())) return { key: "older", label: "chat.history.older" };
  const days = Math.round((localDay(now) - localDay(updatedAt)) / DAY_MS);
  // A timestamp slightly ahead of this device's clock is still today's.
  if (days <= 0) return { key: "today", label: "chat.history.today" };
  if (days === 1) return { key: "yesterday", label: "chat.history.yesterday" };
  if (days <= 7) return { key: "week", label: "chat.history.previous7Days" };
  if (days <= 30) return { key: "month", label: "chat.history.previous30Days" };
  return {
    key: `${updatedAt.getFullYear()}-${String(updatedAt.getMonth() + 1).padStart(2, "0")}`,
    label: new Date(updatedAt.getFullYear(), updatedAt.getMonth(), 1),
  };
}

const PINNED = { key: "pinned", label: "chat.history.pinned" } as const;

/**
 * The history list under its headings (Pinned first, then Today, Yesterday, Previous 7 days,
 * Previous 30 days, then one per month). The list arrives newest first, so the
 * groups come out newest first too; a conversation out of order still joins
 * its group rather than starting a second heading with the same name.
 */
export function groupHistory<T extends { updatedAt: string | number | Date; pinnedAt?: unknown }>(
  items: readonly T[],
  now: Date,
): HistoryGroup<T>[] {
  const groups = new Map<string, HistoryGroup<T>>();
  for (const item of items) {
    // Pinned ones (issue #33) head the list under "Pinned", whatever their date; the server sends them first.
    const { key, label } = item.pinnedAt ? PINNED : historyGroupOf(new Date(item.updatedAt), now);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, label, items: [item] });
  }
  return [...groups.values()];
}
