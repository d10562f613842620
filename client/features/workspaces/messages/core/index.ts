import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The workspaces list, members, settings and invitation pages' texts (docs/product/workspaces.md#screens). */
export const loadCoreMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
