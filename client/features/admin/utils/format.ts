import { formatCount } from "../../../lib/format-number";
import type { useT } from "../../../lib/i18n/use-t";

/** The translate function of `useT`, for helpers that build a screen's texts outside a component. */
export type Translate = ReturnType<typeof useT>["t"];

/**
 * The count under a list's title: "134 in total", or "12 matching" while searched or filtered; with
 * `newestFirst`, ", newest first" after it (the list is in the server's default order).
 */
export function listTotal(t: Translate, total: number, { filtered = false, newestFirst = false } = {}): string {
  const count = formatCount(total);
  if (filtered) return newestFirst ? t("admin.list.matchingNewest", { count }) : t("admin.list.matching", { count });
  return newestFirst ? t("admin.list.inTotalNewest", { count }) : t("admin.list.inTotal", { count });
}
