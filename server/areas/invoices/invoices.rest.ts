import type { FastifyInstance } from "fastify";
import { bearerToken, signedIn } from "../../core/context";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { sendDownload } from "../../lib/download";
import { invoiceFileName } from "./invoice.mail";
import { INVOICE_PDF } from "./invoices.openapi";
import type { InvoicesService } from "./invoices.service";

/**
 * GET /api/invoices/{id}/pdf: the invoice's PDF for the workspace's owner and admins, or for our admin (whose
 * token is of its own kind). The JSON calls come from the table of operations.
 */
export async function invoicesRest(
  app: FastifyInstance,
  options: { invoices: InvoicesService; sessions: Pick<SessionService, "authenticateUser" | "authenticateAdmin"> },
) {
  const { invoices, sessions } = options;
  // Not a person's token: our admin's, or the 401 every signed-in call answers.
  const viewAsAdmin = (admin: object | null, id: string) => {
    signedIn(admin);
    return invoices.adminGet(id);
  };

  handRoute(app, INVOICE_PDF, async (request, reply) => {
    const token = bearerToken(request);
    const user = await sessions.authenticateUser(token);
    const invoice = await (user
      ? invoices.get(user.id, request.params.id)
      : viewAsAdmin(await sessions.authenticateAdmin(token), request.params.id));
    const pdf = await invoices.pdf(invoice);
    return sendDownload(reply, INVOICE_PDF.response.mediaType, invoiceFileName(invoice.number), Buffer.from(pdf));
  });
}
