import { z } from "zod";

/**
 * GST invoices of workspace payments (issue #35, docs/product/workspaces.md#invoices): the calls' inputs and
 * what they answer. Amounts in paise; the invoice itself is in English (docs/decisions.md D204).
 */
export const invoiceIdInput = z.object({
  id: z.string({ error: "Invoice is required" }).trim().min(1, "Invoice is required").max(100),
});
export const workspaceInvoicesInput = z.object({
  workspaceId: z.string({ error: "Workspace is required" }).trim().min(1, "Workspace is required").max(100),
});

const stateSchema = z.object({ code: z.string(), name: z.string() });
const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  gstin: z.string().nullable(),
  state: stateSchema,
});

/** One invoice as its page, its PDF and its e-mail show it (times as ISO text over the wire). */
export const invoiceSchema = z.object({
  id: z.string(),
  /** As printed: NXG/26-27/000001. */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  workspaceId: z.string().nullable(),
  seller: partySchema,
  buyer: partySchema,
  placeOfSupply: stateSchema,
  sac: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Percent; CGST and SGST are half of it each. */
  gstRate: z.number(),
  /** CGST + SGST (buyer in the seller's state) or IGST (another state). */
  intraState: z.boolean(),
  taxableValue: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
  totalInWords: z.string(),
  currency: z.literal("INR"),
  emailedAt: z.iso.datetime().nullable(),
});

/** A line of a workspace's list of invoices (its billing tab). */
export const invoiceSummarySchema = invoiceSchema.pick({
  id: true,
  number: true,
  issuedAt: true,
  description: true,
  total: true,
  emailedAt: true,
});
