import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The System page's texts (docs/operations.md#system-page): they load with that page only. */
export const loadSystemMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
