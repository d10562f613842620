import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The Shared links tab (docs/product/sharing.md): loads with the tab (`lazyComponent` in profile-page.tsx). */
export const loadSharedLinksMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
