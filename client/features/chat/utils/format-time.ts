import { INTL_LOCALES, type Locale } from "#shared/locales";
import { formatDate, formatTime } from "../../../lib/format-date";

/** A message's time in hours and minutes (docs/product/screens.md), in the product's Indian format like every other time. */
export function formatMessageTime(timestamp: string | number | Date): string {
  return formatTime(timestamp) ?? "";
}

/** A conversation's date in the history list: 23/11/2026. */
export function formatHistoryDate(timestamp: string | number | Date): string {
  return formatDate(timestamp) ?? "";
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A month heading of the history list in the reader's language: "September 2026", "सितंबर 2026". */
export function formatHistoryMonth(month: Date, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: "long", year: "numeric" });
    monthFormats.set(locale, format);
  }
  return format.format(month);
}
