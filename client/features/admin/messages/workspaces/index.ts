import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The Workspaces page's texts (docs/product/workspaces.md#our-admin): they load with that page only. */
export const loadWorkspacesMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
