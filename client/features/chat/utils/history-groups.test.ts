import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#shared/locales";
import { formatHistoryMonth } from "./format-time";
import { groupHistory, type HistoryLabel, historyGroupOf } from "./history-groups";
import { english, hindi } from "./i18n.fixtures";

/** A heading as the sidebar writes it. */
const heading = (label: HistoryLabel, locale: Locale = "en") =>
  label instanceof Date ? formatHistoryMonth(label, locale) : (locale === "en" ? english : hindi)._(label);

// Local wall-clock times (month is 0-based): the grouping is about the person's calendar, whatever the machine's zone.
const local = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

const NOW = local(2026, 10, 15, 9, 30);
const labelAt = (date: Date, now = NOW) => heading(historyGroupOf(date, now).label);

describe("historyGroupOf: the heading a conversation goes under", () => {
  it("counts calendar days, not 24-hour spans", () => {
    expect(labelAt(local(2026, 10, 15, 0, 1))).toBe("Today");
    expect(labelAt(local(2026, 10, 15, 23, 59))).toBe("Today");
    // Ten minutes before midnight is yesterday, though only about ten hours ago.
    expect(labelAt(local(2026, 10, 14, 23, 50))).toBe("Yesterday");
    expect(labelAt(local(2026, 10, 14, 0, 0))).toBe("Yesterday");
    expect(labelAt(local(2026, 10, 13, 23, 59))).toBe("Previous 7 days");
  });

  it("puts the last week and the last month under their own headings", () => {
    expect(labelAt(local(2026, 10, 8))).toBe("Previous 7 days");
    expect(labelAt(local(2026, 10, 7))).toBe("Previous 30 days");
    expect(labelAt(local(2026, 9, 15))).toBe("Previous 30 days");
    expect(labelAt(local(2026, 9, 14))).toBe("September 2026");
  });

  it("names older months with their year, across a year's end", () => {
    expect(labelAt(local(2026, 9, 1))).toBe("September 2026");
    expect(labelAt(local(2025, 12, 31))).toBe("December 2025");
    expect(historyGroupOf(local(2025, 10, 20), NOW).key).toBe("2025-10");
    expect(labelAt(local(2025, 10, 20))).toBe("October 2025");
    expect(labelAt(local(2026, 1, 1), local(2026, 1, 2))).toBe("Yesterday");
    expect(labelAt(local(2025, 12, 31, 23), local(2026, 1, 1, 1))).toBe("Yesterday");
  });

  it("keeps a time slightly ahead of this device's clock under Today", () => {
    expect(labelAt(local(2026, 10, 15, 9, 31))).toBe("Today");
    expect(labelAt(local(2026, 10, 16, 0, 5))).toBe("Today");
  });

  it("writes the headings in Hindi too, months by name", () => {
    expect(heading(historyGroupOf(local(2026, 10, 15), NOW).label, "hi")).toBe("आज");
    expect(heading(historyGroupOf(local(2026, 10, 14), NOW).label, "hi")).toBe("कल");
    expect(heading(historyGroupOf(local(2025, 9, 14), NOW).label, "hi")).toBe("सितंबर 2025");
  });

  it("puts an unreadable date under Older instead of throwing", () => {
    expect(historyGroupOf(new Date("not a date"), NOW).key).toBe("older");
    expect(labelAt(new Date("not a date"))).toBe("Older");
  });
});

describe("historyGroupOf in the person's own time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the string "undefined".
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // 19:00 UTC on 14 October is already half past midnight on the 15th in India.
  const now = new Date("2026-10-14T19:00:00Z");
  const evening = new Date("2026-10-14T18:00:00Z");

  it("is yesterday's for someone in India (IST, UTC+5:30)", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(labelAt(evening, now)).toBe("Yesterday");
  });

  it("is today's for someone in London (UTC+1 in October)", () => {
    process.env.TZ = "Europe/London";
    expect(labelAt(evening, now)).toBe("Today");
  });

  it("treats the 23-hour day when clocks go forward as one day", () => {
    process.env.TZ = "Europe/London";
    // Clocks went forward on 29 March 2026: the day after is still "Yesterday", not "Previous 7 days".
    expect(labelAt(new Date(2026, 2, 29, 0, 30), new Date(2026, 2, 30, 0, 10))).toBe("Yesterday");
    expect(labelAt(new Date(2026, 2, 28, 23, 30), new Date(2026, 2, 30, 0, 10))).toBe("Previous 7 days");
  });
});

describe("groupHistory", () => {
  it("keeps the newest-first order, within and across groups", () => {
    const items = [
      { id: "a", updatedAt: local(2026, 10, 15, 9).toISOString() },
      { id: "b", updatedAt: local(2026, 10, 15, 8).toISOString() },
      { id: "c", updatedAt: local(2026, 10, 14, 20).toISOString() },
      { id: "d", updatedAt: local(2026, 10, 10).toISOString() },
      { id: "e", updatedAt: local(2026, 9, 20).toISOString() },
      { id: "f", updatedAt: local(2026, 8, 31).toISOString() },
      { id: "g", updatedAt: local(2026, 8, 2).toISOString() },
      { id: "h", updatedAt: local(2025, 8, 2).toISOString() },
    ];
    const groups = groupHistory(items, NOW);
    expect(groups.map((group) => [heading(group.label), group.items.map((item) => item.id)])).toEqual([
      ["Today", ["a", "b"]],
      ["Yesterday", ["c"]],
      ["Previous 7 days", ["d"]],
      ["Previous 30 days", ["e"]],
      ["August 2026", ["f", "g"]],
      ["August 2025", ["h"]],
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length);
  });

  it("joins an out-of-order conversation to its group instead of repeating the heading", () => {
    const groups = groupHistory(
      [
        { id: "a", updatedAt: local(2026, 10, 15) },
        { id: "b", updatedAt: local(2026, 10, 14) },
        { id: "c", updatedAt: local(2026, 10, 15, 1) },
      ],
      NOW,
    );
    expect(groups.map((group) => [heading(group.label), group.items.map((item) => item.id)])).toEqual([
      ["Today", ["a", "c"]],
      ["Yesterday", ["b"]],
    ]);
  });

  it("accepts epoch milliseconds and gives nothing for an empty list", () => {
    expect(groupHistory([{ updatedAt: NOW.getTime() }], NOW)[0]?.label).toBe("chat.history.today");
    expect(groupHistory([], NOW)).toEqual([]);
  });

  it("puts pinned conversations first under Pinned, whatever their date, in the order they came", () => {
    const groups = groupHistory(
      [
        { id: "p1", updatedAt: local(2025, 3, 1), pinnedAt: "2026-10-15T08:00:00.000Z" },
        { id: "p2", updatedAt: local(2026, 10, 15), pinnedAt: "2026-10-14T08:00:00.000Z" },
        { id: "a", updatedAt: local(2026, 10, 15), pinnedAt: null },
        { id: "b", updatedAt: local(2025, 3, 2), pinnedAt: null },
      ],
      NOW,
    );
    expect(groups.map((group) => [heading(group.label), group.items.map((item) => item.id)])).toEqual([
      ["Pinned", ["p1", "p2"]],
      ["Today", ["a"]],
      ["March 2025", ["b"]],
    ]);
    expect(heading(groups[0]?.label as HistoryLabel, "hi")).toBe("पिन की गई");
  });
});
