import { gstBreakdown, receiptLabel } from "../../../shared/billing";
import type { BillingSettings } from "../../../shared/billing-settings";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locales";
import { PLANS } from "../../../shared/plans";
import type { Db, Tx } from "../../lib/db";

/**
 * The next number of the one continuous receipt series, for a payment completing in `tx`. The counter row
 * stays locked until commit: numbers follow commit order, and a rollback returns its number.
 */
export async function nextReceiptNumber(tx: Tx): Promise<number | undefined> {
  const [counter] = await tx.$queryRaw<Array<{ last: number }>>`
    insert into "ReceiptCounter" (id, last) values (1, 1)
    on conflict (id) do update set last = "ReceiptCounter".last + 1 returning last`;
  return counter?.last;
}

/** What was bought, for how much, and where Razorpay has it. */
export const paymentChargeSelect = {
  plan: true,
  amount: true,
  currency: true,
  status: true,
  razorpayOrderId: true,
  razorpayPaymentId: true,
} as const;

/** A payment as its payer sees it in the history. */
export const paymentHistorySelect = {
  id: true,
  createdAt: true,
  ...paymentChargeSelect,
  paidAt: true,
  periodStart: true,
  periodEnd: true,
  creditedDays: true,
  receiptNumber: true,
  refundedAt: true,
  convertedAt: true,
  convertedTo: true,
} as const;

/** The line under the amount: whether the price includes GST, and at what rate. */
const TAX_NOTE: Record<Locale, { included: (ratePercent: number) => string; notCharged: string }> = {
  en: { included: (ratePercent) => `Price includes GST at ${ratePercent}%`, notCharged: "GST not charged" },
  hi: { included: (ratePercent) => `कीमत में ${ratePercent}% GST शामिल है`, notCharged: "GST नहीं लिया गया" },
};

export function receiptTaxNote(tax: { ratePercent: number } | null, locale: Locale): string {
  return tax ? TAX_NOTE[locale].included(tax.ratePercent) : TAX_NOTE[locale].notCharged;
}

const receiptSelect = { ...paymentHistorySelect, user: { select: { name: true, email: true } } } as const;

/**
 * A payment's receipt as every channel shows it (the e-mail, the page in
 * the payment history, the REST call): null until the payment is completed.
 * `userId` limits it to the payer's own payments. Its one sentence (`taxNote`) is in `locale`.
 */
export async function loadReceipt(
  db: Db,
  seller: BillingSettings & { appName: string },
  where: { paymentId: string; userId?: string },
  locale: Locale = DEFAULT_LOCALE,
) {
  const payment = await db.payment.findFirst({
    where: { id: where.paymentId, ...(where.userId ? { userId: where.userId } : {}), receiptNumber: { not: null } },
    select: receiptSelect,
  });
  if (!payment?.receiptNumber || !payment.paidAt) return null;
  const tax = gstBreakdown(payment.amount, seller);
  return {
    id: payment.id,
    number: receiptLabel(payment.receiptNumber),
    issuedAt: payment.paidAt,
    status: payment.status,
    refundedAt: payment.refundedAt,
    plan: payment.plan,
    planName: PLANS[payment.plan].name,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    creditedDays: payment.creditedDays,
    amount: payment.amount,
    currency: payment.currency,
    paymentId: payment.razorpayPaymentId,
    orderId: payment.razorpayOrderId,
    customer: payment.user,
    seller: {
      name: seller.legalName || seller.appName,
      address: seller.address,
      gstin: seller.gstin || null,
    },
    tax,
    taxNote: receiptTaxNote(tax, locale),
  };
}

export type Receipt = NonNullable<Awaited<ReturnType<typeof loadReceipt>>>;
