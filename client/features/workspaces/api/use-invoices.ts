import { useMutation, useQuery } from "@tanstack/react-query";
import { downloadBlob } from "../../../lib/download";
import { fetchWithSession, refusalOf } from "../../../lib/session-fetch";
import { useTRPC } from "../../../lib/trpc";

/** invoices.get: one GST invoice, for its workspace's owner and admins (403 a member, 404 anyone else). */
export function useInvoice(invoiceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.invoices.get.queryOptions({ id: invoiceId }));
}

export type InvoiceData = NonNullable<ReturnType<typeof useInvoice>["data"]>;

/** invoices.list: a workspace's invoices, newest first (owners and admins). */
export function useWorkspaceInvoices(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.invoices.list.queryOptions({ workspaceId }));
}

/** The server refused the PDF and said why; any other failure is told in the page's own words. */
export class InvoicePdfRefused extends Error {}

/**
 * GET /api/invoices/:id/pdf with the access token (a plain link cannot carry it), saved under the server's
 * file name (NXG-26-27-000001.pdf).
 */
async function downloadInvoicePdf(invoiceId: string): Promise<{ filename: string }> {
  const response = await fetchWithSession(`/api/invoices/${encodeURIComponent(invoiceId)}/pdf`);
  if (!response.ok) throw new InvoicePdfRefused((await refusalOf(response))?.message ?? "");
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "invoice.pdf";
  downloadBlob(filename, await response.blob());
  return { filename };
}

/** "Download PDF" on the invoice's page. */
export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
