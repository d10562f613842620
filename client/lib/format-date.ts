/** Dates use the browser's locale (SPEC §9). */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}
