import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * The Account tab's Subscription section (docs/product/subscriptions.md, "Screens"): drawn only for a person
 * who has a subscription, so it loads with the section (`lazyComponent` in profile-page.tsx).
 */
export const loadSubscriptionSectionMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
