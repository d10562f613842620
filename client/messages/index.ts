import type { CatalogueLoader } from "../lib/i18n/i18n";

/** The shell's catalogue (layouts, shared components, hooks, lib): loaded before the first render. */
export const loadCommonMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
