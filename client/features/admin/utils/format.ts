import { formatCount } from "../../../lib/format-number";

/** The count under a list's title: "134 in total", or "12 matching" while searched or filtered. */
export function formatListTotal(total: number, filtered: boolean): string {
  return `${formatCount(total)} ${filtered ? "matching" : "in total"}`;
}

/** SPEC §2: the payment ID shows its first 10 characters, then an ellipsis. */
export function truncateId(id: string | null | undefined, length = 10): string {
  if (!id) return "N/A";
  return id.length > length ? `${id.slice(0, length)}...` : id;
}
