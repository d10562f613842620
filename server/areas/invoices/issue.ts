import type { BillingSettings } from "../../../shared/billing-settings";
import { financialYear, gstSplit } from "../../../shared/gst";
import { istDay } from "../../../shared/time";
import type { Db } from "../../lib/db";

/** The seller as the admin's billing settings have it, with the product's name for an empty legal name. */
export type Seller = BillingSettings & { appName: string };

/** What one call to issue did (docs/product/workspaces.md#invoices). */
export type IssueOutcome =
  | { status: "issued" | "existing"; invoiceId: string }
  /** The seller has no GSTIN or no rate yet: the sweep issues it once the settings are complete. */
  | { status: "waiting" }
  /** Not a completed payment of a workspace (or no such payment): nothing to invoice. */
  | { status: "none" };

/** Invoices can be issued only with the seller's GSTIN and a rate above 0 (CGST Rules, rule 46(a) and (l)). */
export const canInvoice = (seller: Pick<BillingSettings, "gstin" | "gstRatePercent">) =>
  Boolean(seller.gstin) && seller.gstRatePercent > 0;

/** Waits for a connection (payments completing together) and for the counter's row lock. */
const TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

/** "1 seat" or "3 seats". */
const seatsText = (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`;

/** A day as the invoice prints it: 29 Nov 2026 (India's calendar, English: the invoice is an English document). */
export function invoiceDay(at: Date): string {
  const [year, month, day] = istDay(at).split("-");
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

/** What the payment bought, in words: "NexGen AI Enterprise — 3 seats, 29 Nov 2026 to 28 Dec 2026". */
function description(
  appName: string,
  seats: number,
  period: { start: Date | null; end: Date | null; billing: string | null },
) {
  const stretch =
    period.start && period.end
      ? `${invoiceDay(period.start)} to ${invoiceDay(period.end)}`
      : period.billing === "yearly"
        ? "one year"
        : "one month";
  return `${appName} Enterprise — ${seatsText(seats)}, ${stretch}`;
}

/**
 * Issues the GST invoice of a completed workspace payment, once (Invoice.paymentId is unique): the buyer and
 * seller as they are now, the split of the price, and the next number of the payment's financial year. The
 * counter row is incremented in the transaction that inserts the invoice, and stays locked until it commits,
 * so parallel payments take 1, 2, 3… with no gap (a rollback returns its number). A lock on the payment makes a
 * second call for the same payment wait, then find the first one's invoice.
 */
export async function issueInvoice(db: Db, seller: Seller, paymentId: string, now: Date): Promise<IssueOutcome> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    select: {
      status: true,
      amount: true,
      paidAt: true,
      seats: true,
      periodStart: true,
      periodEnd: true,
      invoice: { select: { id: true } },
      workspace: {
        select: {
          id: true,
          name: true,
          gstin: true,
          billingAddress: true,
          billingState: true,
          period: true,
        },
      },
    },
  });
  if (payment?.invoice) return { status: "existing", invoiceId: payment.invoice.id };
  const workspace = payment?.workspace;
  if (!payment || !workspace || !payment.paidAt || !["completed", "refunded"].includes(payment.status))
    return { status: "none" };
  if (!canInvoice(seller)) return { status: "waiting" };
  const year = financialYear(payment.paidAt);
  const split = gstSplit(payment.amount, seller.gstRatePercent, seller.gstin, workspace.billingState);
  const seats = payment.seats ?? 1;
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`invoice:${paymentId}`}))`;
    const existing = await tx.invoice.findUnique({ where: { paymentId }, select: { id: true } });
    if (existing) return { status: "existing", invoiceId: existing.id } as const;
    const [counter] = await tx.$queryRaw<Array<{ last: number }>>`
      insert into "InvoiceCounter" ("financialYear", last) values (${year}, 1)
      on conflict ("financialYear") do update set last = "InvoiceCounter".last + 1 returning last`;
    if (!counter) throw new Error("the invoice counter returned no number");
    const invoice = await tx.invoice.create({
      data: {
        paymentId,
        workspaceId: workspace.id,
        financialYear: year,
        number: counter.last,
        numberPrefix: seller.invoicePrefix,
        gstRate: seller.gstRatePercent,
        buyerName: workspace.name,
        buyerGstin: workspace.gstin,
        buyerAddress: workspace.billingAddress,
        placeOfSupply: workspace.billingState,
        sellerName: seller.legalName || seller.appName,
        sellerAddress: seller.address,
        sellerGstin: seller.gstin,
        sac: seller.sac,
        description: description(seller.appName, seats, {
          start: payment.periodStart,
          end: payment.periodEnd,
          billing: workspace.period,
        }),
        quantity: seats,
        taxableValue: split.taxableValue,
        cgst: split.cgst,
        sgst: split.sgst,
        igst: split.igst,
        total: split.total,
        issuedAt: now,
      },
      select: { id: true },
    });
    return { status: "issued", invoiceId: invoice.id } as const;
    // Parallel payments queue on the counter's row: each waits for a connection and then its turn.
  }, TRANSACTION);
}
