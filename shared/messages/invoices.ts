/**
 * The server's texts about GST invoices (issue #35, docs/product/workspaces.md#invoices), in English, by the
 * stable key the API answers with (shared/server-messages.ts); Hindi in client/messages/server/hi.json.
 */
export const INVOICE_TEXTS = {
  "invoices.notFound": "Invoice not found",
  "field.invoice": "Invoice",
  "validation.sac": "SAC must be 6 digits starting with 99, like 998315",
  "validation.invoicePrefix": "Invoice prefix must be 1 to {max} letters or digits, like NXG",
} as const;
