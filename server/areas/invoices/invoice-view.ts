import { rupeesInWords } from "../../../shared/amount-words";
import { invoiceLabel } from "../../../shared/gst";
import { gstStateName } from "../../../shared/gst-states";
import { gstinState } from "../../../shared/gstin";
import type { Prisma } from "../../generated/prisma/client";

/** Every column an invoice's page, PDF and e-mail read. */
export const invoiceSelect = {
  id: true,
  financialYear: true,
  number: true,
  numberPrefix: true,
  gstRate: true,
  workspaceId: true,
  buyerName: true,
  buyerGstin: true,
  buyerAddress: true,
  placeOfSupply: true,
  sellerName: true,
  sellerAddress: true,
  sellerGstin: true,
  sac: true,
  description: true,
  quantity: true,
  taxableValue: true,
  cgst: true,
  sgst: true,
  igst: true,
  total: true,
  issuedAt: true,
  emailedAt: true,
  payment: { select: { paidAt: true } },
} as const satisfies Prisma.InvoiceSelect;

type InvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceSelect }>;

const state = (code: string) => ({ code, name: gstStateName(code) });

/** The invoice as its page, its PDF and its e-mail show it (shared/invoices.ts `invoiceSchema`). */
export function invoiceView(row: InvoiceRow) {
  return {
    id: row.id,
    number: invoiceLabel(row.numberPrefix, row.financialYear, row.number),
    financialYear: row.financialYear,
    issuedAt: row.issuedAt,
    paidAt: row.payment.paidAt,
    workspaceId: row.workspaceId,
    seller: {
      name: row.sellerName,
      address: row.sellerAddress,
      gstin: row.sellerGstin,
      state: state(gstinState(row.sellerGstin)),
    },
    buyer: {
      name: row.buyerName,
      address: row.buyerAddress,
      gstin: row.buyerGstin,
      state: state(row.placeOfSupply),
    },
    placeOfSupply: state(row.placeOfSupply),
    sac: row.sac,
    description: row.description,
    quantity: row.quantity,
    gstRate: row.gstRate,
    intraState: gstinState(row.sellerGstin) === row.placeOfSupply,
    taxableValue: row.taxableValue,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    total: row.total,
    totalInWords: rupeesInWords(row.total),
    currency: "INR" as const,
    emailedAt: row.emailedAt,
  };
}

export type InvoiceView = ReturnType<typeof invoiceView>;
