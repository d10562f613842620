import type { FastifyInstance, FastifyReply } from "fastify";
import { bearerToken, signedIn } from "../../core/context";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { sendDownload } from "../../lib/download";
import { invoiceFileName } from "./invoice.mail";
import type { InvoiceView } from "./invoice-view";
import { ADMIN_INVOICE_PDF, INVOICE_PDF } from "./invoices.openapi";
import type { InvoicesService } from "./invoices.service";

/**
 * GET /api/invoices/{id}/pdf: the invoice's PDF for the workspace's owner and admins, and
 * GET /api/admin/invoices/{id}/pdf for our admin. The JSON calls come from the table of operations.
 */
export async function invoicesRest(
  app: FastifyInstance,
  options: { invoices: InvoicesService; sessions: Pick<SessionService, "authenticateUser" | "authenticateAdmin"> },
) {
  const { invoices, sessions } = options;
  const sendPdf = async (reply: FastifyReply, invoice: InvoiceView) =>
    sendDownload(
      reply,
      INVOICE_PDF.response.mediaType,
      invoiceFileName(invoice.number),
      Buffer.from(await invoices.pdf(invoice)),
    );

  handRoute(app, INVOICE_PDF, async (request, reply) => {
    const viewer = signedIn(await sessions.authenticateUser(bearerToken(request)));
    return sendPdf(reply, await invoices.get(viewer.id, request.params.id));
  });

  handRoute(app, ADMIN_INVOICE_PDF, async (request, reply) => {
    signedIn(await sessions.authenticateAdmin(bearerToken(request)));
    return sendPdf(reply, await invoices.adminGet(request.params.id));
  });
}
