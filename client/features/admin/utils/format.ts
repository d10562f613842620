import { formatCount } from "../../../lib/format-number";

/** The count under a list's title: "134 in total", or "12 matching" while searched or filtered. */
export function formatListTotal(total: number, filtered: boolean): string {
  return `${formatCount(total)} ${filtered ? "matching" : "in total"}`;
}

/** The count under an inbox's title: "1 message, newest first", "12 messages, newest first". */
export function formatInboxTotal(total: number, [one, many]: readonly [string, string]): string {
  return `${formatCount(total)} ${total === 1 ? one : many}, newest first`;
}
