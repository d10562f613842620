import { dateTimeFormat } from "./i18n/per-locale";

/**
 * Dates and times as people in India write them (issue #13): 23/11/2026,
 * "23/11/2026, 4:05 pm". docs/product/rules.md#business-constants-and-limits left it to the browser's locale, which gave a
 * rupee-priced product American dates on most machines; every screen formats
 * through here so they all agree. The active language picks en-IN or hi-IN (month names in Hindi,
 * digits Latin in both: docs/product/languages.md). Times stay in the device's zone, except the
 * allowance renewal, which happens at India's midnight wherever the person is.
 */
const dateFormat = dateTimeFormat({ day: "2-digit", month: "2-digit", year: "numeric" });
const dateTimeFormatter = dateTimeFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const longDateFormat = dateTimeFormat({ day: "numeric", month: "short", year: "numeric" });
const timeFormat = dateTimeFormat({ hour: "numeric", minute: "2-digit" });
const shortDayFormat = dateTimeFormat({ day: "numeric", month: "short" });
const istClockFormat = dateTimeFormat({
  hour: "2-digit",
  minute: "2-digit",
  // Not hour12: false, which gives "24:00" at midnight in en-IN.
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

export type DateInput = Date | string | number | null | undefined;

/** The date a value names, or null when it is missing or unreadable (callers choose 'Never', 'N/A', '-'). */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A formatter for dates as they arrive (Date, ISO text or a timestamp): null for a missing or invalid one. */
const formatWith =
  (format: () => Intl.DateTimeFormat) =>
  (value: DateInput): string | null => {
    const date = toDate(value);
    return date ? format().format(date) : null;
  };

/** 23/11/2026 */
export const formatDate = formatWith(dateFormat);

/** 4 Jan 2027: a date inside a sentence ("your plan runs until 4 Jan 2027"), where 04/01/2027 reads as a code. */
export const formatLongDate = formatWith(longDateFormat);

/** 23/11/2026, 4:05 pm */
export const formatDateTime = formatWith(dateTimeFormatter);

/** 4:05 pm (a chat message's hours and minutes, docs/product/screens.md). */
export const formatTime = formatWith(timeFormat);

/** 00:00, in India's time: when daily allowances renew. */
export const formatIstClock = formatWith(istClockFormat);

/** "YYYY-MM-DD" of the stats series, read as a local calendar day (not UTC midnight). */
export function dayOf(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** A calendar day from the server ("2026-11-23") as 23/11/2026, whatever the device's zone. */
export function formatDay(isoDay: string): string {
  return dateFormat().format(dayOf(isoDay));
}

/** A chart axis day: 23 Nov (23 नव॰ in Hindi). */
export function formatShortDay(isoDay: string): string {
  return shortDayFormat().format(dayOf(isoDay));
}
