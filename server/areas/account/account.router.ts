import { deleteAccountInput, setLocaleInput } from "../../../shared/account";
import { customInstructionsInput } from "../../../shared/instructions";
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

  /** The person's custom instructions (issue #33), as the profile shows them, switched on or off. */
  instructions: userProcedure.query(({ ctx }) => ctx.services.instructions.get(ctx.viewer.id)),

  /** Saves both texts and the switch together (the profile's one form); every later turn of the SPA sends them. */
  setInstructions: userProcedure
    .input(customInstructionsInput)
    .mutation(({ ctx, input }) => ctx.services.instructions.save(ctx.viewer.id, input)),
});
