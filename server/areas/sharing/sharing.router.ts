import { createShareInput, listSharesInput, shareIdInput, updateShareInput } from "../../../shared/sharing";
import { publicProcedure, router, userProcedure } from "../../core/trpc";

/** Share links (issue #33, docs/product/sharing.md): thin procedures over the sharing service. */
export const sharingRouter = router({
  /** Shares a conversation (its live link when it has one). */
  create: userProcedure
    .input(createShareInput)
    .mutation(({ ctx, input }) => ctx.services.sharing.create(ctx.viewer.id, input)),

  /** Takes the snapshot again, up to the latest message, with or without the files. */
  update: userProcedure
    .input(updateShareInput)
    .mutation(({ ctx, input }) => ctx.services.sharing.update(ctx.viewer.id, input)),

  /** The person's links (the profile's list), or one conversation's (the share dialog). */
  list: userProcedure
    .input(listSharesInput)
    .query(({ ctx, input }) => ctx.services.sharing.list(ctx.viewer.id, input?.conversationId)),

  revoke: userProcedure
    .input(shareIdInput)
    .mutation(({ ctx, input }) => ctx.services.sharing.revoke(ctx.viewer.id, input.id)),

  /** The shared page: anyone with the link, signed in or not. */
  view: publicProcedure.input(shareIdInput).query(({ ctx, input }) => ctx.services.sharing.view(input.id)),

  /** "Continue in my chats": a copy of the snapshot in the signed-in viewer's own history. */
  continue: userProcedure
    .input(shareIdInput)
    .mutation(({ ctx, input }) => ctx.services.sharing.continueIn(ctx.viewer.id, input.id)),
});
