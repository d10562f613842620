import { z } from "zod";
import { plainText } from "./text";

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
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** Until an admin sets them, receipts carry the app's name and say GST is not charged. */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = { legalName: "", address: "", gstin: "", gstRatePercent: 0 };
