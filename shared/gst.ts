import { gstinState } from "./gstin";
import { IST_OFFSET_MS } from "./time";

/**
 * The value before tax inside a price that includes GST at `ratePercent` (paise, rounded to the nearest paisa).
 * Receipts and invoices use this one formula, so the two never disagree about the same payment.
 */
export function taxableInside(amount: number, ratePercent: number): number {
  return Math.round(amount / (1 + ratePercent / 100));
}

/** The tax of an invoice, in paise: CGST and SGST within the seller's state, IGST across states. */
export interface GstSplit {
  /** The seller's state equals the place of supply: CGST + SGST, each at half the rate. */
  intraState: boolean;
  ratePercent: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * The GST inside `total` (paise) for a buyer whose place of supply is `placeOfSupply` (a GST state code), sold
 * by the holder of `sellerGstin` (its first two digits are the seller's state). The parts always add up to
 * the total: tax = total − taxable value; within a state the odd paisa of the tax goes to CGST, so
 * CGST = ⌈tax / 2⌉ and SGST = tax − CGST (docs/product/workspaces.md#invoices).
 */
export function gstSplit(total: number, ratePercent: number, sellerGstin: string, placeOfSupply: string): GstSplit {
  const taxableValue = taxableInside(total, ratePercent);
  const tax = total - taxableValue;
  const intraState = gstinState(sellerGstin) === placeOfSupply;
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  return {
    intraState,
    ratePercent,
    taxableValue,
    cgst,
    sgst: intraState ? tax - cgst : 0,
    igst: intraState ? 0 : tax,
    total,
  };
}

/**
 * India's financial year (April to March, India's calendar) that `at` falls in, as the invoices print it:
 * 2026-04-01 00:00 IST to 2027-03-31 23:59 IST is "2026-27".
 */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/**
 * An invoice's number as printed: prefix, financial year in short and six digits, e.g. NXG/26-27/000001. GST
 * allows at most 16 characters (CGST Rules, rule 46(b)), so the year is written short and the prefix has at
 * most 3 characters (docs/decisions.md D202).
 */
export function invoiceLabel(prefix: string, financialYear: string, number: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(number).padStart(6, "0")}`;
}

/** The longest prefix that keeps a printed number within GST's 16 characters. */
export const INVOICE_PREFIX_MAX = 3;
