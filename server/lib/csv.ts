import { istClock } from "../../shared/time";

/** One cell: text, a number, a date, or nothing. */
export type CsvCell = string | number | Date | null | undefined;

/** 2026-11-23T16:05:09+05:30: the business's own clock, and still unambiguous anywhere. */
export function istTimestamp(at: Date): string {
  return `${istClock(at)}+05:30`;
}

/**
 * A cell as RFC 4180 writes it. Text a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return that some strip first)
 * gets a leading apostrophe, so a user named "=HYPERLINK(...)" stays text.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = value instanceof Date ? istTimestamp(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: a header row, then the rows, CRLF line ends, and a byte-order
 * mark so Excel reads the UTF-8 (names in Devanagari, ₹) as UTF-8.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
