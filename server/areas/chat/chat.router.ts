import {
  chatSendInput,
  conversationIdInput,
  historyInput,
  messageIdInput,
  type PlaceAction,
  regenerateInput,
  renameInput,
} from "../../../shared/chat";
import { router, userProcedure } from "../../core/trpc";

/** Moves a conversation to or from the pinned run or the archive: one procedure each, over the service's method. */
const placeProcedure = (action: PlaceAction) =>
  userProcedure
    .input(conversationIdInput)
    .mutation(({ ctx, input }) => ctx.services.chat[action](ctx.viewer.id, input.id));

/**
 * Turns stream their reply as it arrives (async-generator mutations over
 * httpBatchStreamLink). The reply belongs to the server: a reader going away
 * (reload, closed tab, lost network) ends nothing; `stop` does, and `follow`
 * reads it again from anywhere.
 */
export const chatRouter = router({
  send: userProcedure
    .input(chatSendInput)
    .mutation(({ ctx, input, signal }) =>
      ctx.services.chat.send(ctx.viewer, input, signal ?? new AbortController().signal),
    ),

  regenerate: userProcedure
    .input(regenerateInput)
    .mutation(({ ctx, input, signal }) =>
      ctx.services.chat.regenerate(ctx.viewer, input, signal ?? new AbortController().signal),
    ),

  continue: userProcedure
    .input(messageIdInput)
    .mutation(({ ctx, input, signal }) =>
      ctx.services.chat.continue(ctx.viewer, input.messageId, signal ?? new AbortController().signal),
    ),

  follow: userProcedure
    .input(messageIdInput)
    .query(({ ctx, input, signal }) => ctx.services.chat.follow(ctx.viewer, input.messageId, signal)),

  stop: userProcedure
    .input(messageIdInput)
    .mutation(({ ctx, input }) => ctx.services.chat.stop(ctx.viewer, input.messageId)),

  /**
   * The workspaces a new chat (and an API key) may be billed to: those where the viewer holds a seat now (issue
   * #35, docs/product/workspaces.md#billing-context). Empty for people in no workspace.
   */
  workspaceChoices: userProcedure.query(({ ctx }) => ctx.services.chat.billing.choices(ctx.viewer.id)),

  /** The models marked unavailable now (issue #34, docs/product/fallbacks.md#model-health). */
  modelHealth: userProcedure.query(({ ctx }) => ctx.services.chat.modelHealth()),

  history: userProcedure.input(historyInput).query(({ ctx, input }) => ctx.services.chat.history(ctx.viewer.id, input)),

  conversation: userProcedure
    .input(conversationIdInput)
    .query(({ ctx, input }) => ctx.services.chat.conversation(ctx.viewer.id, input.id)),

  selectVersion: userProcedure
    .input(messageIdInput)
    .mutation(({ ctx, input }) => ctx.services.chat.selectVersion(ctx.viewer.id, input.messageId)),

  rename: userProcedure
    .input(renameInput)
    .mutation(({ ctx, input }) => ctx.services.chat.rename(ctx.viewer.id, input.id, input.title)),

  /** Pins and archive (issue #33, docs/decisions.md D152): someone else's conversation is NOT_FOUND. */
  pin: placeProcedure("pin"),
  unpin: placeProcedure("unpin"),
  archive: placeProcedure("archive"),
  unarchive: placeProcedure("unarchive"),

  delete: userProcedure
    .input(conversationIdInput)
    .mutation(({ ctx, input }) => ctx.services.chat.remove(ctx.viewer.id, input.id)),
});
