import { z } from "zod";
import { invoiceIdInput, invoiceSchema, invoiceSummarySchema, workspaceInvoicesInput } from "../../../shared/invoices";
import { englishText } from "../../../shared/server-messages";
import { EXAMPLE } from "../../docs/common.schemas";
import { type FileResponse, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { invoicesRouter } from "./invoices.router";

const { restOperation, handOperation, table } = operationsOf<{ invoices: typeof invoicesRouter }>();

const INVOICE_ID = "0196f5b2-3c4d-7e5f-8a6b-7c8d9e0f1a2b";
const WORKSPACE_ID = "0196f5a0-1b2c-7d3e-8f4a-5b6c7d8e9f00";
const invoicePath = sample(invoiceIdInput, { id: INVOICE_ID });
const NOT_FOUND = `No such invoice, or one of a workspace the caller is not in (\`${englishText("invoices.notFound")}\`).`;
const MANAGERS_ONLY = `A member who is not the workspace's owner or an admin (\`workspaces.managersOnly\`).`;

const INVOICE = {
  id: INVOICE_ID,
  number: "NXG/26-27/000001",
  financialYear: "2026-27",
  issuedAt: EXAMPLE.updatedAt,
  paidAt: EXAMPLE.updatedAt,
  workspaceId: WORKSPACE_ID,
  seller: {
    name: "NexGen AI Private Limited",
    address: "12 MG Road, Bengaluru 560001",
    gstin: "29AAGCB7383J1Z4",
    state: { code: "29", name: "Karnataka" },
  },
  buyer: {
    name: "Acme Analytics LLP",
    address: "4th floor, Baner Road, Pune 411045",
    gstin: "27AAPFU0939F1ZV",
    state: { code: "27", name: "Maharashtra" },
  },
  placeOfSupply: { code: "27", name: "Maharashtra" },
  sac: "998315",
  description: "NexGen AI Enterprise — 3 seats, 29 Nov 2026 to 29 Dec 2026",
  quantity: 3,
  gstRate: 18,
  intraState: false,
  taxableValue: 152_288,
  cgst: 0,
  sgst: 0,
  igst: 27_412,
  total: 179_700,
  totalInWords: "Rupees One Thousand Seven Hundred Ninety-Seven Only",
  currency: "INR",
  emailedAt: EXAMPLE.updatedAt,
} satisfies z.input<typeof invoiceSchema>;

/** A PDF download (this file's own: the shared builders know CSV, zip and any bytes). */
const pdfFile = (description: string, example: string): FileResponse => ({
  status: 200,
  description,
  mediaType: "application/pdf",
  schema: z.string(),
  example,
});

/** GET /api/invoices/{id}/pdf (invoices.rest.ts): bytes, not JSON, so a hand route. */
export const INVOICE_PDF = handOperation({
  method: "get",
  path: "/invoices/{id}/pdf",
  tag: "Payments",
  summary: "Download a GST invoice as PDF",
  description:
    "The invoice as an A4 PDF named after its number (`NXG-26-27-000001.pdf`, `Content-Disposition: attachment`), in English. " +
    "For the workspace's owner and admins.",
  auth: "user",
  params: invoicePath,
  response: pdfFile("The PDF.", "%PDF-1.7 …"),
  errors: { 403: MANAGERS_ONLY, 404: NOT_FOUND },
});

/** GET /api/admin/invoices/{id}/pdf: the same PDF for our admin, with the admin token. */
export const ADMIN_INVOICE_PDF = handOperation({
  method: "get",
  path: "/admin/invoices/{id}/pdf",
  tag: "Administration",
  summary: "Download a GST invoice as PDF (admin)",
  description: "Any workspace's invoice, as `GET /api/invoices/{id}/pdf` sends it.",
  auth: "admin",
  params: invoicePath,
  response: pdfFile("The PDF.", "%PDF-1.7 …"),
  errors: { 404: NOT_FOUND },
});

/** GST invoices of workspace payments (issue #35): the REST twins of the invoices procedures. */
export const INVOICE_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/invoices",
    tag: "Payments",
    summary: "A workspace's GST invoices",
    description: "Every invoice of the workspace's payments, newest first. For its owner and admins.",
    procedure: "invoices.list",
    auth: "user",
    params: sample(workspaceInvoicesInput, { workspaceId: WORKSPACE_ID }),
    response: ok("The invoices.", z.array(invoiceSummarySchema), [
      {
        id: INVOICE.id,
        number: INVOICE.number,
        issuedAt: INVOICE.issuedAt,
        description: INVOICE.description,
        total: INVOICE.total,
        emailedAt: INVOICE.emailedAt,
      },
    ]),
    errors: { 403: MANAGERS_ONLY, 404: "No such workspace, or one the caller is not in (`workspaces.notFound`)." },
  }),
  restOperation({
    method: "get",
    path: "/invoices/{id}",
    tag: "Payments",
    summary: "A GST invoice",
    description:
      "Seller and buyer with their GSTINs and states, the place of supply, SAC, quantity, the taxable value, CGST and " +
      "SGST (buyer in the seller's state) or IGST, the total in figures and words; amounts in paise. For the workspace's owner and admins.",
    procedure: "invoices.get",
    auth: "user",
    params: invoicePath,
    response: ok("The invoice.", invoiceSchema, INVOICE),
    errors: { 403: MANAGERS_ONLY, 404: NOT_FOUND },
  }),
  INVOICE_PDF,
  restOperation({
    method: "get",
    path: "/admin/invoices/{id}",
    tag: "Administration",
    summary: "A GST invoice (admin)",
    description: "Any workspace's invoice, as `GET /api/invoices/{id}` answers it.",
    procedure: "invoices.adminGet",
    auth: "admin",
    params: invoicePath,
    response: ok("The invoice.", invoiceSchema, INVOICE),
    errors: { 404: NOT_FOUND },
  }),
  ADMIN_INVOICE_PDF,
]);
