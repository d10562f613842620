import type { CatalogueLoader } from "../../lib/i18n/i18n";

/**
 * The banner a person sees on every signed-in page while a renewal has failed (docs/product/subscriptions.md,
 * "Screens"): it loads with the banner (`lazyComponent` in components/subscription-grace.tsx), only when a
 * subscription is pending, so no page's first render waits for it.
 */
export const loadGraceMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
