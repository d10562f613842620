/** Counts grouped the Indian way (1,23,456), like the money beside them (issue #13). */
const count = new Intl.NumberFormat("en-IN");

export function formatCount(value: number): string {
  return count.format(value);
}

/** Replies made in the app and through the API, as "web / API". */
export function formatWebApiSplit(row: { messages: number; apiMessages: number }): string {
  return `${formatCount(row.messages - row.apiMessages)} / ${formatCount(row.apiMessages)}`;
}

const compactCount = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

/** Short counts for chart axes and tiles: 950, 12K, 1.2L; tables keep the exact figure. */
export function formatCompactCount(value: number): string {
  return compactCount.format(value);
}
