import { deleteAccountInput, setLocaleInput } from "../../../shared/account";
import { requestMeta } from "../../core/request-meta";
import { router, userProcedure } from "../../core/trpc";

export const accountRouter = router({
  /** Erases the signed-in account (DELETE /api/users/me); the export is a download, REST only. */
  delete: userProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => ctx.services.account.deleteOwn(ctx.viewer, input, requestMeta(ctx))),

  /** The language the person chose on the site; their e-mails are written in it from then on. */
  setLocale: userProcedure
    .input(setLocaleInput)
    .mutation(({ ctx, input }) => ctx.services.account.setLocale(ctx.viewer.id, input.locale)),
});
