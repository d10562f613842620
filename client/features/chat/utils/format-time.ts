import { formatDate, formatTime } from "../../../lib/format-date";

/** A message's time in hours and minutes (docs/product/screens.md), in the product's Indian format like every other time. */
export function formatMessageTime(timestamp: string | number | Date): string {
  return formatTime(timestamp) ?? "";
}

/** A conversation's date in the history list: 23/11/2026. */
export function formatHistoryDate(timestamp: string | number | Date): string {
  return formatDate(timestamp) ?? "";
}

/** '{n} messages' (docs/product/screens.md), with the singular for one. */
export function formatMessageCount(count: number): string {
  return count === 1 ? "1 message" : `${count} messages`;
}
