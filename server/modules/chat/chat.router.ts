import { chatSendInput, conversationIdInput, historyInput, renameInput } from "../../../shared/chat";
import { router, userProcedure } from "../../trpc/init";

export const chatRouter = router({
  /**
   * Streams the reply as it arrives (an async-generator mutation over
   * httpBatchStreamLink). Stop = abort the request: tRPC aborts `signal`, the
   * upstream call ends, and the partial reply is kept as "stopped".
   */
  send: userProcedure
    .input(chatSendInput)
    .mutation(({ ctx, input, signal }) =>
      ctx.services.chat.send(ctx.viewer, input, signal ?? new AbortController().signal),
    ),

  history: userProcedure.input(historyInput).query(({ ctx, input }) => ctx.services.chat.history(ctx.viewer.id, input)),

  conversation: userProcedure
    .input(conversationIdInput)
    .query(({ ctx, input }) => ctx.services.chat.conversation(ctx.viewer.id, input.id)),

  rename: userProcedure
    .input(renameInput)
    .mutation(({ ctx, input }) => ctx.services.chat.rename(ctx.viewer.id, input.id, input.title)),

  delete: userProcedure
    .input(conversationIdInput)
    .mutation(({ ctx, input }) => ctx.services.chat.remove(ctx.viewer.id, input.id)),
});
