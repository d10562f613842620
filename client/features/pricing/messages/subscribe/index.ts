import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * The subscription's confirmation (what it charges, when, what it replaces, how to cancel): it loads with the
 * dialog (`lazyComponent` in pricing-page.tsx), once a person subscribes, not with the plans.
 */
export const loadSubscribeMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
