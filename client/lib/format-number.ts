import { numberFormat } from "./i18n/per-locale";

/** Counts grouped the Indian way (1,23,456), like the money beside them (issue #13), in either language. */
const count = numberFormat();

export function formatCount(value: number): string {
  return count().format(value);
}

/** Replies made in the app and through the API, as "10,345 / 2,000" (the caller's heading says which is which). */
export function formatWebApiSplit(row: { messages: number; apiMessages: number }): string {
  return `${formatCount(row.messages - row.apiMessages)} / ${formatCount(row.apiMessages)}`;
}

const compactCount = numberFormat({ notation: "compact", maximumFractionDigits: 1 });

/** Short counts for chart axes and tiles: 950, 12K, 1.2L (12 हज़ार, 1.2 लाख in Hindi); tables keep the exact figure. */
export function formatCompactCount(value: number): string {
  return compactCount().format(value);
}
