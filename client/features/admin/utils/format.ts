import { formatCount } from "../../../lib/format-number";

/** The count under a list's title: "134 in total", or "12 matching" while searched or filtered. */
export function formatListTotal(total: number, filtered: boolean): string {
  return `${formatCount(total)} ${filtered ? "matching" : "in total"}`;
}
