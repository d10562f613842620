import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import type { Attachment } from "#shared/attachments";
import { USER_KEYS } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { type ConversationDetail, useLoadConversation } from "../api/use-load-conversation";
import { toChatFailure } from "../utils/chat-errors";
import { type ChatMessage, isLocalId, lastStoredId, localId } from "../utils/chat-message";
import { afterSettled, liveReplyId, markOf, movedOn } from "../utils/chat-screen-state";
import { type ChatAction, type ChatState, type ChatTurn, unauthorized } from "../utils/chat-state";
import type { BilledWorkspace } from "../utils/chat-turn";
import type { OpenReply, ReplyConnection } from "./use-reply-connection";

interface SendModel {
  modelId: string;
  /** "Search the web" for this turn (left out: the conversation's remembered choice, the server's default). */
  webSearch?: boolean;
  /** A new conversation starts inside this project (issue #33); a continued one is where it is already. */
  projectId?: string;
  /** A new conversation is billed to this workspace (issue #35); a continued one keeps what it has. */
  workspace?: BilledWorkspace;
}

interface ChatActionsOptions {
  /** The state as it is now (not as of the last render). */
  state: () => ChatState;
  dispatch: (action: ChatAction) => void;
  connection: ReplyConnection;
  /** Called when the server says the session is gone (a 401 the token refresh could not cure). */
  onUnauthorized: () => void;
}

/**
 * What the person does in the chat (send, edit, regenerate, continue, Stop, versions, New Chat, opening a
 * conversation, Retry): each checks it can act now, calls the server and says what happened to the reducer.
 */
export function useChatActions({ state, dispatch, connection, onUnauthorized }: ChatActionsOptions) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const loadConversation = useLoadConversation();
  const onUnauthorizedRef = useRef(onUnauthorized);
  onUnauthorizedRef.current = onUnauthorized;

  const afterTurn = useCallback(() => {
    // The allowance meter shows what this turn cost (or that it was refunded).
    void queryClient.invalidateQueries(trpc.usage.today.pathFilter());
    // The history shows the new conversation, its new preview and count (docs/product/data.md#states-and-transitions: refreshed after a reply).
    void queryClient.invalidateQueries(trpc.chat.history.pathFilter());
    // A chat started in a project adds to its count in the sidebar (issue #33).
    void queryClient.invalidateQueries(trpc.projects.list.pathFilter());
  }, [queryClient, trpc]);

  // Declared before use by `show`; assigned below (a follow needs `show` for its quiet reload and vice versa).
  const followRef = useRef<(replyId: string) => void>(() => {});

  /** Puts a stored conversation on screen, and follows its last reply if it is still being written. */
  const show = useCallback(
    (detail: Pick<ConversationDetail, "id" | "messages" | "webSearch">) => {
      dispatch({ type: "shown", detail });
      const { messages } = state();
      const live = liveReplyId(messages);
      if (live && !connection.reading()) followRef.current(live);
      return messages;
    },
    [state, dispatch, connection],
  );

  /** After a turn: the server's view (ids, versions, statuses), without a spinner or a jump. */
  const reloadQuietly = useCallback(async () => {
    const id = state().conversationId;
    if (!id) return;
    const mark = markOf(state());
    try {
      const detail = await loadConversation(id);
      if (movedOn(state(), mark) || connection.reading()) return;
      show(detail);
    } catch {
      // The screen keeps what it has: it is what the turn showed.
    }
  }, [state, connection, loadConversation, show]);

  /** Reads a turn's reply to its end, then what the settled screen needs beyond itself. */
  const runTurn = useCallback(
    async (turn: ChatTurn, open: OpenReply) => {
      const { outcome, current } = await connection.read(turn, open);
      afterTurn();
      if (!current) return;
      const after = afterSettled(outcome);
      if (after.unauthorized) onUnauthorizedRef.current();
      if (after.reload) await reloadQuietly();
    },
    [connection, afterTurn, reloadQuietly],
  );

  const follow = useCallback(
    (replyId: string) => {
      if (connection.reading()) return;
      void runTurn({ kind: "follow", replyId }, connection.follow(replyId));
    },
    [connection, runTurn],
  );
  followRef.current = follow;

  /**
   * Asks a question after `base` (the messages it follows), or as a new
   * version of `editOf`. `restore` is the screen to go back to on an early Stop.
   */
  const ask = useCallback(
    (
      text: string,
      model: SendModel,
      options: {
        base: ChatMessage[];
        restore: ChatMessage[];
        editOf?: string;
        versions?: string[];
        attachments?: readonly Attachment[];
      },
    ) => {
      const continuing = state().conversationId;
      const { base, restore, editOf } = options;
      const attachments = options.attachments ?? [];
      // The spec's messageHistory: prior client messages, the context of a conversation the server does not know yet.
      const messageHistory = continuing
        ? undefined
        : base.filter((message) => message.text).map(({ sender, text }) => ({ sender, text }));
      const parentId = continuing && !editOf ? lastStoredId(base) : undefined;
      const id = localId();
      const question: ChatMessage = {
        id,
        parentId: parentId ?? null,
        text,
        sender: "user",
        model: null,
        modelName: null,
        timestamp: new Date().toISOString(),
        status: "complete",
        versions: [...(options.versions ?? []), id],
        ...(attachments.length ? { attachments: [...attachments] } : {}),
      };
      const turn: ChatTurn = {
        kind: "send",
        question,
        base,
        restore,
        conversationId: continuing,
        ...(editOf ? { editOf } : {}),
        ...(model.webSearch ? { webSearch: true } : {}),
        ...(!continuing && model.projectId ? { projectId: model.projectId } : {}),
        ...(!continuing && model.workspace ? { workspace: model.workspace } : {}),
      };
      const input = {
        message: text,
        modelId: model.modelId,
        ...(continuing ? { conversationId: continuing } : {}),
        ...(!continuing && model.projectId ? { projectId: model.projectId } : {}),
        ...(!continuing && model.workspace ? { workspaceId: model.workspace.id } : {}),
        ...(messageHistory?.length ? { messageHistory } : {}),
        ...(parentId ? { parentId } : {}),
        ...(continuing && editOf ? { editOf } : {}),
        // An edited question sends its files again (their ids from the conversation): the new version keeps them.
        ...(attachments.length ? { attachments: attachments.map((file) => file.id) } : {}),
      };
      void runTurn(turn, (signal) =>
        client.chat.send.mutate(model.webSearch === undefined ? input : { ...input, webSearch: model.webSearch }, {
          signal,
        }),
      );
    },
    [client, state, runTurn],
  );

  /** False, with the reason on screen, when no turn can start now. */
  const canStart = useCallback(
    (model: SendModel | null | undefined): model is SendModel => {
      if (!model || connection.reading()) return false;
      if (!readStorage(USER_KEYS.token)) {
        dispatch({ type: "signedOut" });
        return false;
      }
      return true;
    },
    [connection, dispatch],
  );

  /** Asks a question, with the files uploaded for it; false when no turn could start (the files stay). */
  const send = useCallback(
    (rawText: string, model: SendModel | null, attachments: readonly Attachment[] = []) => {
      const text = rawText.trim();
      if (!text || !canStart(model)) return false;
      const list = state().messages;
      // A question refused earlier was never asked: the next one follows what the server has.
      ask(text, model, { base: list.filter((message) => !isLocalId(message.id)), restore: list, attachments });
      return true;
    },
    [state, ask, canStart],
  );

  /** Edit & resend: a new version of a question; the conversation goes on from it. */
  const edit = useCallback(
    (messageId: string, rawText: string, model: SendModel | null) => {
      const text = rawText.trim();
      const list = state().messages;
      const index = list.findIndex((message) => message.id === messageId);
      const original = list[index];
      if (!text || !original || original.sender !== "user" || isLocalId(messageId) || !canStart(model)) return;
      // The new version asks about the same files (the server accepts them again within the conversation).
      ask(text, model, {
        base: list.slice(0, index),
        restore: list,
        editOf: messageId,
        versions: original.versions,
        ...(original.attachments ? { attachments: original.attachments } : {}),
      });
    },
    [state, ask, canStart],
  );

  /** Another answer to a reply's question (a new version), by any model the plan allows. */
  const regenerate = useCallback(
    (replyId: string, model: SendModel | null) => {
      const before = state().messages;
      const reply = before.find((message) => message.id === replyId);
      if (reply?.sender !== "ai" || isLocalId(replyId) || !canStart(model)) return;
      const input = { messageId: replyId, modelId: model.modelId };
      const webSearch = model.webSearch ?? state().rememberedSearch;
      void runTurn({ kind: "regenerate", reply, before, webSearch }, (signal) =>
        client.chat.regenerate.mutate(
          model.webSearch === undefined ? input : { ...input, webSearch: model.webSearch },
          {
            signal,
          },
        ),
      );
    },
    [client, state, runTurn, canStart],
  );

  /** Goes on from where a stopped reply ended (a new version that starts with its text). */
  const continueReply = useCallback(
    (replyId: string) => {
      const reply = state().messages.find((message) => message.id === replyId);
      if (reply?.sender !== "ai" || !reply.model || !canStart({ modelId: reply.model })) return;
      void runTurn({ kind: "continue", reply }, (signal) =>
        client.chat.continue.mutate({ messageId: replyId }, { signal }),
      );
    },
    [client, state, runTurn, canStart],
  );

  /** Shows another version of a message, and the newest branch below it. */
  const selectVersion = useCallback(
    async (messageId: string) => {
      if (connection.reading()) return;
      dispatch({ type: "touched" });
      const mark = markOf(state());
      try {
        const detail = await client.chat.selectVersion.mutate({ messageId });
        if (movedOn(state(), mark)) return;
        dispatch({ type: "dismissError" });
        show(detail);
      } catch (caught) {
        if (movedOn(state(), mark)) return;
        dispatch({ type: "versionFailed", messageId });
        if (unauthorized(toChatFailure(caught))) onUnauthorizedRef.current();
      }
    },
    [client, state, dispatch, connection, show],
  );

  /** docs/product/data.md#states-and-transitions "New Chat": an empty conversation (the caller closes menu, sidebar and selector). */
  const newChat = useCallback(() => {
    connection.abandon();
    dispatch({ type: "newChat" });
  }, [connection, dispatch]);

  /**
   * Replaces the messages with a stored conversation's. Resolves with them when
   * it opened; `{ notFound: true }` when the server has no such conversation for
   * this user (deleted, someone else's, a mistyped address), without an error
   * banner since Retry cannot help; null when superseded or failed otherwise.
   * A reply still being written in it is followed; the one read before is only
   * no longer read (it goes on on the server).
   */
  const openConversation = useCallback(
    async (id: string): Promise<ChatMessage[] | { notFound: true } | null> => {
      connection.abandon();
      dispatch({ type: "opening", conversationId: id });
      const { generation } = state();
      const current = () => state().generation === generation;
      try {
        const detail = await loadConversation(id);
        if (!current()) return null;
        return show(detail);
      } catch (caught) {
        if (!current()) return null;
        const failure = toChatFailure(caught);
        // 404: not this user's (or gone); 400: an address that cannot be an id at all.
        if (failure.kind === "http" && (failure.status === 404 || failure.status === 400)) return { notFound: true };
        dispatch({ type: "openFailed", conversationId: id });
        return null;
      } finally {
        if (current()) dispatch({ type: "opened" });
      }
    },
    [state, dispatch, connection, loadConversation, show],
  );

  /** Retry for the error on screen, with the model chosen now. */
  const retry = useCallback(
    (model: SendModel | null) => {
      const { error } = state();
      if (!error) return;
      const { retry: action } = error;
      switch (action.kind) {
        case "dismiss":
          dispatch({ type: "dismissError" });
          return;
        case "newChat":
          newChat();
          return;
        case "load":
          void openConversation(action.conversationId);
          return;
        case "version":
          void selectVersion(action.messageId);
          return;
        case "follow":
          dispatch({ type: "dismissError" });
          follow(action.replyId);
          return;
        case "continue":
          continueReply(action.replyId);
          return;
        case "regenerate":
          regenerate(action.replyId, model);
          return;
        case "send": {
          if (!canStart(model)) return;
          // docs/product/data.md#states-and-transitions: the refused question leaves, and is asked again.
          const list = state().messages.filter((message) => message.id !== error.messageId);
          const original = action.editOf ? list.find((message) => message.id === action.editOf) : undefined;
          ask(action.text, model, {
            base: list,
            restore: list,
            ...(action.attachments ? { attachments: action.attachments } : {}),
            ...(action.editOf ? { editOf: action.editOf, versions: original?.versions ?? [action.editOf] } : {}),
          });
          return;
        }
      }
    },
    [state, dispatch, newChat, openConversation, selectVersion, follow, continueReply, regenerate, canStart, ask],
  );

  const setDraft = useCallback((text: string) => dispatch({ type: "draft", text }), [dispatch]);
  const dismissError = useCallback(() => dispatch({ type: "dismissError" }), [dispatch]);

  return {
    send,
    edit,
    regenerate,
    continueReply,
    selectVersion,
    stop: connection.stop,
    retry,
    newChat,
    openConversation,
    setDraft,
    dismissError,
  };
}
