import { z } from "zod";
import { INVOICE_PREFIX_MAX } from "./gst";
import { plainText } from "./text";

/**
 * SAC 998315, "Hosting and information technology infrastructure provisioning services": a hosted service
 * used over the internet, as software-as-a-service is billed (docs/decisions.md D202).
 */
export const DEFAULT_SAC = "998315";

/** The seller's details printed on receipts; GST is shown only with both a GSTIN and a rate. */
export const billingSettingsSchema = z.object({
  legalName: plainText("Legal name", { max: 200 }),
  address: plainText("Address", { max: 500, multiline: true }),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "GSTIN must be 15 characters, like 29ABCDE1234F1Z5"),
  gstRatePercent: z.coerce
    .number({ error: "GST rate must be a number" })
    .min(0, "GST rate cannot be negative")
    .max(28, "GST rate must be at most 28%"),
  /** The service's accounting code printed on GST invoices. */
  sac: z
    .string()
    .trim()
    .regex(/^99\d{4}$/, "SAC must be 6 digits starting with 99, like 998315"),
  /** The first part of every invoice number (NXG/26-27/000001). */
  invoicePrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      new RegExp(`^[A-Z0-9]{1,${INVOICE_PREFIX_MAX}}$`),
      `Invoice prefix must be 1 to ${INVOICE_PREFIX_MAX} letters or digits, like NXG`,
    ),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** Until an admin sets them, receipts carry the app's name and say GST is not charged. */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  legalName: "",
  address: "",
  gstin: "",
  gstRatePercent: 0,
  sac: DEFAULT_SAC,
  invoicePrefix: "NXG",
};
