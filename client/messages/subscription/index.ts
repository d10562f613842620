import type { CatalogueLoader } from "../../lib/i18n/i18n";

/**
 * What a subscription looks like wherever it shows, to its owner in /profile and to an administrator on the
 * Subscribers page: its state, period and payment method, and the cancel confirmation. They load with those
 * parts (`lazyComponent` in the profile, `lazyPage` for the admin's page), not with any first page.
 */
export const loadSubscriptionMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
