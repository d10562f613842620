/** One day in milliseconds: plan periods, allowance days and session lifetimes all count in it. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** India Standard Time has no daylight saving: +05:30 all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * India's wall clock at `at`, to the second, as ISO text without a zone
 * (2026-11-26T01:30:00). The product speaks India's time wherever the server
 * runs: every IST day and time the server writes is cut from this.
 */
export function istClock(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19);
}

/** The calendar day in India at `at`, as YYYY-MM-DD (allowance days, file names). */
export const istDay = (at: Date): string => istClock(at).slice(0, 10);

/** A time as a person reads it in a file: 2026-11-26 01:30 IST. */
export const istDateTime = (at: Date): string => `${istClock(at).slice(0, 16).replace("T", " ")} IST`;
