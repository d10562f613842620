import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The single sign-on tab's texts (docs/product/workspaces.md#single-sign-on): they load with that page only. */
export const loadSsoMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
