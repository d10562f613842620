/** A message's time in hours and minutes, in the browser's locale (SPEC §2, §9). */
export function formatMessageTime(timestamp: string | number | Date): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

/** A conversation's date in the history list, in the browser's locale. */
export function formatHistoryDate(timestamp: string | number | Date): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** '{n} messages' (SPEC §2), with the singular for one. */
export function formatMessageCount(count: number): string {
  return count === 1 ? "1 message" : `${count} messages`;
}
