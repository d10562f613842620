import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The workspace's Usage tab texts (docs/product/workspaces.md#usage-dashboard): they load with that page only. */
export const loadUsageMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
