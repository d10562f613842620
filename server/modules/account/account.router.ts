import { deleteAccountInput } from "../../../shared/account";
import { router, userProcedure } from "../../trpc/init";
import { requestMeta } from "../../trpc/request-meta";

export const accountRouter = router({
  /** Erases the signed-in account (DELETE /api/users/me); the export is a download, REST only. */
  delete: userProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => ctx.services.account.deleteOwn(ctx.viewer, input, requestMeta(ctx))),
});
