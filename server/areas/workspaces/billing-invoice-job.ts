import type { Db } from "../../lib/db";
import type { JobQueue } from "../../lib/job-queue";

/**
 * The invoices area's job (issue #35, docs/product/workspaces.md#invoices): its worker issues the GST invoice of a
 * workspace payment. At merge, import INVOICE_JOB from the invoices area instead of this string.
 */
export const INVOICE_JOB = "invoice.issue";

/**
 * Queues the invoice of a payment that has just committed, if it is a workspace's: one job per payment (keyed by its
 * id), so a repeat (verify and a webhook both reporting it) adds nothing. Never throws into the payment's reply.
 */
export function createInvoiceQueue(deps: {
  db: Db;
  jobs: JobQueue;
  log: { warn(object: object, message: string): void };
}) {
  return (paymentId: string) => {
    void (async () => {
      const payment = await deps.db.payment.findUnique({ where: { id: paymentId }, select: { workspaceId: true } });
      if (!payment?.workspaceId) return;
      await deps.jobs.send(INVOICE_JOB, [{ data: { paymentId }, key: paymentId }], {
        retryLimit: 10,
        retryDelaySeconds: 30,
        expireInSeconds: 300,
      });
    })().catch((error: unknown) => deps.log.warn({ err: error, paymentId }, "could not queue the invoice"));
  };
}
