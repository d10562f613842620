import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The Subscribers page's texts (docs/product/subscriptions.md, "Screens"): they load with that page only. */
export const loadSubscribersMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
