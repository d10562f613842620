import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/** The receipt page's texts (/account/receipts/:paymentId): its route loads them instead of the plans' catalogue. */
export const loadReceiptMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
