import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  dayOf,
  formatDate,
  formatDateTime,
  formatDay,
  formatIstClock,
  formatLongDate,
  formatShortDay,
  formatTime,
} from "./format-date";
import { formatCompactRupees, formatPlanPrice, formatRupees } from "./format-money";
import { formatCompactCount, formatCount, formatWebApiSplit } from "./format-number";
import { activeLocale, i18n } from "./i18n/i18n";

// ICU puts a narrow no-break space before "am"/"pm" in some versions and a plain one in others.
const spaces = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, " ");

describe("dates in Indian format (issue #13)", () => {
  // A local date-time, so the expectations hold in any time zone the tests run in.
  const evening = new Date(2026, 10, 23, 16, 5);

  it("writes day/month/year", () => {
    expect(formatDate(evening)).toBe("23/11/2026");
    expect(formatDate(evening.toISOString())).toBe("23/11/2026");
    expect(formatDate(new Date(2026, 0, 5))).toBe("05/01/2026");
  });

  it("writes the month's short name inside sentences", () => {
    expect(formatLongDate(new Date(2027, 0, 4))).toBe("4 Jan 2027");
    expect(formatLongDate(null)).toBeNull();
  });

  it("adds the time in hours and minutes", () => {
    expect(spaces(formatDateTime(evening))).toBe("23/11/2026, 4:05 pm");
    expect(spaces(formatTime(evening))).toBe("4:05 pm");
  });

  it("gives null for a missing or broken date, so each screen picks its own word", () => {
    for (const value of [null, undefined, "", "not a date"]) {
      expect(formatDate(value)).toBeNull();
      expect(formatDateTime(value)).toBeNull();
      expect(formatTime(value)).toBeNull();
    }
  });

  it("reads the server's calendar days as local days", () => {
    const day = dayOf("2026-03-09");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 9]);
    expect(formatDay("2026-03-09")).toBe("09/03/2026");
    expect(formatShortDay("2026-03-09")).toBe("9 Mar");
  });

  it("shows the allowance renewal in India's time whatever the device's zone", () => {
    expect(formatIstClock("2026-11-23T18:30:00.000Z")).toBe("00:00");
  });
});

describe("money in Indian format (issue #13)", () => {
  it("shows paise as rupees with 2 decimals and Indian grouping", () => {
    expect(formatRupees(413_900)).toBe("₹4,139.00");
    expect(formatRupees(24_900)).toBe("₹249.00");
    expect(formatRupees(12_345_650)).toBe("₹1,23,456.50");
    expect(formatRupees(0)).toBe("₹0.00");
  });

  it("writes a loss with a minus sign before the rupee", () => {
    expect(formatRupees(-31)).toBe("−₹0.31");
  });

  it("prices plans in whole rupees and shortens axis labels", () => {
    expect(formatPlanPrice(24_900)).toBe("₹249");
    expect(formatPlanPrice(59_900)).toBe("₹599");
    expect(formatCompactRupees(120_000)).toBe("₹1.2K");
    expect(formatCompactRupees(15_000_000)).toBe("₹1.5L");
    // Small AI costs keep their paise, so an axis's ticks stay distinct.
    expect([0, 3, 6, 9].map(formatCompactRupees)).toEqual(["₹0.00", "₹0.03", "₹0.06", "₹0.09"]);
    expect(formatCompactRupees(250)).toBe("₹2.5");
  });

  it("groups counts the same way", () => {
    expect(formatCount(123_456)).toBe("1,23,456");
    expect(formatWebApiSplit({ messages: 12_345, apiMessages: 2_000 })).toBe("10,345 / 2,000");
  });
});

describe("the same formats in Hindi (hi-IN, docs/product/languages.md)", () => {
  // Files share a worker's modules (vitest.config.ts), so the language goes back after each test;
  // `load` adds to a catalogue another file may have loaded, where `loadAndActivate` would replace it.
  let before = "";
  const use = (locale: string) => {
    i18n.load(locale, {});
    i18n.activate(locale);
  };
  beforeEach(() => {
    before = i18n.locale;
    use("hi");
  });
  afterEach(() => use(before || "en"));

  const evening = new Date(2026, 10, 23, 16, 5);
  const devanagariDigit = /[\u0966-\u096F]/;

  it("keeps numeric dates and times as they are, with Latin digits", () => {
    expect(activeLocale()).toBe("hi");
    expect(formatDate(evening)).toBe("23/11/2026");
    expect(formatDay("2026-03-09")).toBe("09/03/2026");
    expect(spaces(formatDateTime(evening))).toBe("23/11/2026, 4:05 pm");
    expect(formatIstClock("2026-11-23T18:30:00.000Z")).toBe("00:00");
  });

  it("names the months in Hindi", () => {
    expect(formatLongDate(new Date(2027, 0, 4))).toBe("4 जन॰ 2027");
    expect(formatShortDay("2026-03-09")).toBe("9 मार्च");
  });

  it("groups money and counts the Indian way, shortening with हज़ार and लाख", () => {
    expect(formatRupees(12_345_650)).toBe("₹1,23,456.50");
    expect(formatRupees(-31)).toBe("−₹0.31");
    expect(formatPlanPrice(24_900)).toBe("₹249");
    expect(spaces(formatCompactRupees(120_000))).toBe("₹1.2 हज़ार");
    expect(spaces(formatCompactRupees(15_000_000))).toBe("₹1.5 लाख");
    expect(formatCount(123_456)).toBe("1,23,456");
    expect(spaces(formatCompactCount(120_000))).toBe("1.2 लाख");
    expect(formatWebApiSplit({ messages: 12_345, apiMessages: 2_000 })).toBe("10,345 / 2,000");
  });

  it("never writes Devanagari digits", () => {
    const outputs = [
      formatDate(evening),
      formatDateTime(evening),
      formatTime(evening),
      formatLongDate(evening),
      formatRupees(12_345_650),
      formatCompactRupees(15_000_000),
      formatCount(9_876_543_210),
      formatCompactCount(1_234),
    ];
    for (const text of outputs) expect(text).not.toMatch(devanagariDigit);
  });

  it("goes back to English formats when the language does", () => {
    use("en");
    expect(formatLongDate(new Date(2027, 0, 4))).toBe("4 Jan 2027");
    expect(formatCompactRupees(120_000)).toBe("₹1.2K");
  });
});
