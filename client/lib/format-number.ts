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

const sizeFormats = {
  byte: numberFormat({ style: "unit", unit: "byte", unitDisplay: "long" }),
  kilobyte: numberFormat({ style: "unit", unit: "kilobyte", unitDisplay: "short", maximumFractionDigits: 0 }),
  megabyte: numberFormat({ style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 }),
};

/**
 * A file's size as people read it beside its name: 820 bytes, 34 kB, 2.4 MB (binary steps, as the limits
 * are written). A size that would round to "0 kB" or "1,024 kB" moves to the unit that says it honestly.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return sizeFormats.byte().format(bytes);
  if (bytes < 1024 * 1023.5) return sizeFormats.kilobyte().format(Math.max(1, Math.round(bytes / 1024)));
  return sizeFormats.megabyte().format(bytes / (1024 * 1024));
}
