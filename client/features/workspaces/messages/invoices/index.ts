import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * The GST invoice page's texts and the billing tab's list of invoices (docs/product/workspaces.md#invoices): the
 * page's frame in the reader's language; the invoice itself is an English document (docs/decisions.md D204).
 */
export const loadInvoiceMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
