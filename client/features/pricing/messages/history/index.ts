import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * The payment history panel's content (its title, the visitor's "log in to see your payments", the
 * list's loading line): the panel is closed on /pricing until someone opens it, so these load with its
 * content (`lazyComponent` in payment-history.tsx), not with the plans.
 */
export const loadHistoryMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
