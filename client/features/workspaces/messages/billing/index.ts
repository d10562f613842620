import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The billing tab's texts (docs/product/workspaces.md#buying-seats): they load with that page only. */
export const loadBillingMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
