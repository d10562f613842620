/** Dates use the browser's locale (SPEC §9); a missing or broken date reads as the caller's fallback. */
function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined, fallback: string): string {
  const date = parse(value);
  return date ? date.toLocaleDateString() : fallback;
}

/** Date and hour:minute, e.g. for payments and the last login. */
export function formatDateTime(value: string | Date | null | undefined, fallback: string): string {
  const date = parse(value);
  return date
    ? `${date.toLocaleDateString()} ${date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}`
    : fallback;
}

/** A whole number with the locale's grouping (1,234). */
export function formatCount(value: number): string {
  return value.toLocaleString();
}

/** The count under a list's title: "134 in total", or "12 matching" while searched or filtered. */
export function formatListTotal(total: number, filtered: boolean): string {
  return `${formatCount(total)} ${filtered ? "matching" : "in total"}`;
}

/** SPEC §2: the payment ID shows its first 10 characters, then an ellipsis. */
export function truncateId(id: string | null | undefined, length = 10): string {
  if (!id) return "N/A";
  return id.length > length ? `${id.slice(0, length)}...` : id;
}
