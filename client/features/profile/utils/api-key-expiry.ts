/** "YYYY-MM-DD" of a date in the device's zone: what a date input holds and takes as `min`. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The expiry sent for a day picked in the form: the last millisecond of that
 * day where the person is, so "expires on 31/01/2027" means the key still
 * works all that day and the list shows the day they picked.
 */
export function expiryFromDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999).toISOString();
}
