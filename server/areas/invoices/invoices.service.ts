import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { JobQueue } from "../../lib/job-queue";
import type { Mailer } from "../../lib/mailer";
import { sendOnce } from "../../lib/send-once";
import { billingContact, MANAGERS, requireWorkspaceRole } from "../workspaces";
import { invoiceMail } from "./invoice.mail";
import { enqueueInvoice, INVOICE_JOB, type InvoiceJob } from "./invoice-job";
import { invoicePdf } from "./invoice-pdf";
import { type InvoiceView, invoiceSelect, invoiceView } from "./invoice-view";
import { canInvoice, issueInvoice, type Seller } from "./issue";

/** At most this many payments or e-mails a sweep takes; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

const notFound = () => new AppError("NOT_FOUND", say("invoices.notFound"));

/**
 * GST invoices of workspace payments (issue #35, docs/product/workspaces.md#invoices): issued by the
 * `invoice.issue` job when a payment completes, e-mailed with the PDF to the workspace's billing address, and
 * shown to its owner and admins (and our admin). A sweep issues what is missing: payments that completed while
 * the seller's GSTIN or rate was not set, and jobs that were lost.
 */
export function createInvoices(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  seller: () => Promise<Seller>;
  now: () => Date;
  appName: string;
  sweepSeconds: number;
  log: { warn(object: object, message: string): void };
}) {
  const { db } = deps;

  async function load(id: string): Promise<InvoiceView | null> {
    const row = await db.invoice.findUnique({ where: { id }, select: invoiceSelect });
    return row && invoiceView(row);
  }

  /**
   * E-mails the invoice once (sendOnce): the claim is the mark `emailedAt`, set only where it is not yet.
   */
  async function deliver(invoiceId: string): Promise<"sent" | "already sent"> {
    const invoice = await load(invoiceId);
    const contact = invoice?.workspaceId ? await billingContact(db, invoice.workspaceId) : null;
    if (!invoice || !contact) return "already sent";
    const pdf = await invoicePdf(invoice);
    const message = invoiceMail(invoice, pdf, contact.email, deps.appName, contact.locale);
    const outcome = await sendOnce(
      db,
      async (client) => {
        const claimed = await client.query(
          `update "Invoice" set "emailedAt" = $1 where id = $2 and "emailedAt" is null`,
          [deps.now().toISOString(), invoiceId],
        );
        return claimed.rowCount === 0 ? "taken" : "claimed";
      },
      () => deps.mailer.send(message),
    );
    return outcome === "sent" ? "sent" : "already sent";
  }

  /** Issues the payment's invoice (if it has none and can have one) and e-mails it (if not yet). */
  async function run(paymentId: string) {
    const outcome = await issueInvoice(db, await deps.seller(), paymentId, deps.now());
    if (outcome.status !== "issued" && outcome.status !== "existing") return outcome;
    return { ...outcome, mail: await deliver(outcome.invoiceId) };
  }

  /** What is missing: workspace payments without an invoice (while the seller can invoice), invoices not e-mailed. */
  async function sweep() {
    const seller = await deps.seller();
    const [payments, unsent] = await Promise.all([
      canInvoice(seller)
        ? db.$queryRaw<Array<{ id: string }>>`
            select p.id from "Payment" p
            where p."workspaceId" is not null and p."paidAt" is not null and p.status in ('completed', 'refunded')
              and not exists (select 1 from "Invoice" i where i."paymentId" = p.id)
            order by p."paidAt" limit ${SWEEP_BATCH}`
        : Promise.resolve([]),
      db.invoice.findMany({
        where: { emailedAt: null, workspaceId: { not: null } },
        orderBy: { issuedAt: "asc" },
        take: SWEEP_BATCH,
        select: { paymentId: true },
      }),
    ]);
    const found = { issued: 0, mailed: 0, failed: 0 };
    for (const paymentId of new Set([...payments.map((row) => row.id), ...unsent.map((row) => row.paymentId)])) {
      try {
        const done = await run(paymentId);
        if (done.status === "issued") found.issued += 1;
        if ("mail" in done && done.mail === "sent") found.mailed += 1;
      } catch (error) {
        found.failed += 1;
        deps.log.warn(
          { err: error, paymentId },
          "invoice sweep: could not issue or e-mail; the next sweep tries again",
        );
      }
    }
    return found;
  }

  return {
    run,
    deliver,
    sweep,

    /** Queues the invoice of a completed workspace payment: what the seats area calls once the payment commits. */
    enqueue: (paymentId: string) => enqueueInvoice(deps.jobs, paymentId),

    /** A workspace's invoices, newest first: its owner and admins only (a member 403, anyone else 404). */
    async list(userId: string, workspaceId: string) {
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      const rows = await db.invoice.findMany({
        where: { workspaceId },
        orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
        select: invoiceSelect,
      });
      return rows.map((row) => {
        const view = invoiceView(row);
        return {
          id: view.id,
          number: view.number,
          issuedAt: view.issuedAt,
          description: view.description,
          total: view.total,
          emailedAt: view.emailedAt,
        };
      });
    },

    /** One invoice for its workspace's owner or an admin of it; a member 403; anyone else, or no such invoice, 404. */
    async get(userId: string, invoiceId: string): Promise<InvoiceView> {
      const invoice = await load(invoiceId);
      if (!invoice?.workspaceId) throw notFound();
      const member = await db.workspaceMember.findUnique({
        where: { workspaceId_userId: { workspaceId: invoice.workspaceId, userId } },
        select: { role: true },
      });
      if (!member) throw notFound();
      await requireWorkspaceRole(db, invoice.workspaceId, userId, MANAGERS);
      return invoice;
    },

    /** Any invoice, for our admin. */
    async adminGet(invoiceId: string): Promise<InvoiceView> {
      const invoice = await load(invoiceId);
      if (!invoice) throw notFound();
      return invoice;
    },

    pdf: invoicePdf,

    /** Starts this instance's invoice worker and its share of the sweep. */
    start() {
      deps.jobs.work<InvoiceJob>(INVOICE_JOB, { batchSize: 1 }, (job) => run(job.paymentId));
      deps.jobs.work("invoice-sweep", { batchSize: 1 }, sweep);
      deps.jobs.every("invoice-sweep", deps.sweepSeconds);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoices>;
