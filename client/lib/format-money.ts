import { numberFormat } from "./i18n/per-locale";

/**
 * Money in Indian format (issue #13): amounts are stored in paise and shown as
 * rupees with 2 decimals (docs/product/rules.md#business-constants-and-limits), grouped the Indian way (₹4,139.00,
 * ₹1,23,456.00), in the active language's locale (en-IN, hi-IN). Every screen formats through here so they all agree.
 */
const rupees = numberFormat({ style: "currency", currency: "INR" });
const wholeRupees = numberFormat({
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const compactRupees = numberFormat({
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

// A loss reads "−₹0.31" with a real minus sign, never "₹-0.31" or a hyphen.
function signed(paise: number, format: Intl.NumberFormat): string {
  const text = format.format(Math.abs(paise) / 100);
  return paise < 0 ? `−${text}` : text;
}

/** ₹4,139.00 */
export function formatRupees(paise: number): string {
  return signed(paise, rupees());
}

/** Whole-rupee price for plan cards and copy: ₹249. */
export function formatPlanPrice(paise: number): string {
  return signed(paise, wholeRupees());
}

/**
 * Short amounts for chart axes: ₹1.2K, ₹1.5L (₹1.2 हज़ार, ₹1.5 लाख in Hindi); tooltips and tables keep
 * the exact amount. Below a rupee the paise stay, or an axis of small AI costs would read ₹0, ₹0, ₹0.1, ₹0.1.
 */
export function formatCompactRupees(paise: number): string {
  return signed(paise, Math.abs(paise) < 100 ? rupees() : compactRupees());
}
