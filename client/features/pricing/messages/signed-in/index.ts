import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * What /pricing shows only a signed-in person, after the first render: the plan status, the payment
 * list, and a purchase (the confirmation, the checkout, its failure or success). They load with those
 * parts (`lazyComponent` in pricing-page.tsx and payment-history.tsx), so a visitor reading the plans
 * does not wait for them.
 */
export const loadSignedInMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
