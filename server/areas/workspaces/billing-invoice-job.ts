import type { Db } from "../../lib/db";

/**
 * Queues the invoice of a payment that has just committed, if it is a workspace's (docs/product/workspaces.md#invoices):
 * one job per payment (keyed by its id), so a repeat (verify and a webhook both reporting it) adds nothing. Never
 * throws into the payment's reply; the invoices area's sweep issues whatever a lost job left behind.
 */
export function createInvoiceQueue(deps: {
  db: Db;
  /** The invoices area's queueing, given by the composition root (that area reads workspaces, not the reverse). */
  enqueueInvoice: (paymentId: string) => Promise<void>;
  log: { warn(object: object, message: string): void };
}) {
  return (paymentId: string) => {
    void (async () => {
      const payment = await deps.db.payment.findUnique({ where: { id: paymentId }, select: { workspaceId: true } });
      if (!payment?.workspaceId) return;
      await deps.enqueueInvoice(paymentId);
    })().catch((error: unknown) => deps.log.warn({ err: error, paymentId }, "could not queue the invoice"));
  };
}
