/**
 * The invoice's own words. A GST invoice is a tax document issued in English, as its PDF is, whatever language
 * the page around it speaks (docs/decisions.md D204); the page's frame comes from the catalogues.
 */
export const INVOICE_LABELS = {
  title: "Tax invoice",
  number: "Invoice number",
  date: "Invoice date",
  paid: "Payment date",
  placeOfSupply: "Place of supply",
  reverseCharge: "Reverse charge",
  no: "No",
  billTo: "Bill to",
  gstin: "GSTIN",
  unregistered: "Unregistered",
  state: "State",
  code: "code",
  description: "Description",
  sac: "SAC",
  quantity: "Quantity",
  taxable: "Taxable value",
  total: "Total",
  inWords: "Total in words",
  caption: "What the invoice charges, and its taxes",
  footnote: "Amounts in INR. The price includes GST. This is a computer-generated invoice.",
} as const;

/** Paise as Indian figures without a currency sign, as the PDF prints them: 1,23,456.78. */
export const invoiceAmount = (paise: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);

/** A day as the invoice prints it: 29 Nov 2026, in India. */
export const invoiceDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
