import { deleteAccountInput } from "../../../shared/account";
import { requestMeta } from "../../core/request-meta";
import { router, userProcedure } from "../../core/trpc";

export const accountRouter = router({
  /** Erases the signed-in account (DELETE /api/users/me); the export is a download, REST only. */
  delete: userProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => ctx.services.account.deleteOwn(ctx.viewer, input, requestMeta(ctx))),
});
