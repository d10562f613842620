import type { JobQueue, QueueName, SendOptions } from "../../lib/job-queue";

/**
 * The job that issues and e-mails a workspace payment's GST invoice. The seats area queues it when a workspace
 * payment completes (`enqueueInvoice`); a run for a payment already invoiced does nothing, so queueing twice is safe.
 */
export const INVOICE_JOB = "invoice.issue" satisfies QueueName;
export interface InvoiceJob {
  paymentId: string;
}

/** Eight retries, 30 s then doubling (about 2 hours), for a mail server or database that is away; 5 minutes a run. */
export const INVOICE_JOB_OPTIONS: SendOptions = { retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: 300 };

/** Queues the invoice of a completed workspace payment (one job per payment). */
export function enqueueInvoice(jobs: JobQueue, paymentId: string): Promise<void> {
  return jobs.send<InvoiceJob>(INVOICE_JOB, [{ data: { paymentId }, key: paymentId }], INVOICE_JOB_OPTIONS);
}
