// The invoices area's port (docs/architecture.md, "Layers and areas"): what the seats area uses to have a completed
// workspace payment invoiced (issue #35).

export { enqueueInvoice, INVOICE_JOB, type InvoiceJob } from "./invoice-job";
export type { InvoicesService } from "./invoices.service";
