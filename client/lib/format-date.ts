/** Dates use the browser's locale (SPEC §9). */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}

/** An ISO date from the server as a long date, or null when it is missing or unreadable. */
export function formatIsoLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatLongDate(date);
}

/** "YYYY-MM-DD" of the stats series, read as a local calendar day (not UTC midnight). */
export function dayOf(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function formatShortDay(isoDay: string): string {
  return dayOf(isoDay).toLocaleDateString(undefined, { month: "short", day: "numeric" });
}
