import { invoiceIdInput, workspaceInvoicesInput } from "../../../shared/invoices";
import { adminProcedure, router, userProcedure } from "../../core/trpc";

/** GST invoices (issue #35, docs/product/workspaces.md#invoices): thin procedures over the invoices service. */
export const invoicesRouter = router({
  list: userProcedure
    .input(workspaceInvoicesInput)
    .query(({ ctx, input }) => ctx.services.invoices.list(ctx.viewer.id, input.workspaceId)),
  get: userProcedure
    .input(invoiceIdInput)
    .query(({ ctx, input }) => ctx.services.invoices.get(ctx.viewer.id, input.id)),
  adminGet: adminProcedure.input(invoiceIdInput).query(({ ctx, input }) => ctx.services.invoices.adminGet(input.id)),
});
