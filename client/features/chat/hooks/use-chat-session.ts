import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { USER_KEYS } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { type ConversationDetail, useLoadConversation } from "../api/use-load-conversation";
import { type ChatFailure, chatErrorText, conversationDeleted, toChatFailure } from "../utils/chat-errors";
import {
  type ChatMessage,
  fromServer,
  isLocalId,
  lastStoredId,
  localId,
  placeReply,
  updateReply,
} from "../utils/chat-message";
import { CHAT_TEXT } from "../utils/messages";
import { type ReadOutcome, ReplyReader, type ReplyStream } from "../utils/reply-reader";

export type { ChatMessage } from "../utils/chat-message";

/** idle; waiting: sent, no token yet ("typing..."); streaming: the reply is arriving. */
export type ChatPhase = "idle" | "waiting" | "streaming";

/** What Retry does for an error. */
export type ChatRetry =
  /** Ask a question again that was refused before anything was stored (`editOf`: as a new version of that one). */
  | { kind: "send"; text: string; editOf?: string }
  | { kind: "load"; conversationId: string }
  /** Answer the reply's question again, with the model chosen at the time of the retry. */
  | { kind: "regenerate"; replyId: string }
  | { kind: "continue"; replyId: string }
  /** Read a reply again that the network lost. */
  | { kind: "follow"; replyId: string }
  | { kind: "version"; messageId: string }
  /** Nothing to do again (e.g. signed out: the page shows its login prompt). */
  | { kind: "dismiss" }
  /** The conversation is gone (deleted while its reply was written): the way on is a new one. */
  | { kind: "newChat" };

export interface ChatError {
  text: string;
  retry: ChatRetry;
  /** A plan's limit refused the turn: a higher plan would have taken it. */
  planLimit?: boolean;
  /** The message the error belongs to, shown under it; null: about the screen (shown above the input). */
  messageId: string | null;
}

/** docs/product/rules.md#business-constants-and-limits: the chat request times out after 30 s; with streaming, that is the wait for the first event. */
const FIRST_EVENT_TIMEOUT_MS = 30_000;

interface SendModel {
  modelId: string;
}

interface ChatSessionOptions {
  /** Called when the server says the session is gone (a 401 the token refresh could not cure). */
  onUnauthorized: () => void;
}

/** What one turn does beyond reading its reply: where the reply goes, and how a refusal or an early Stop looks. */
interface TurnPlan {
  open: (signal: AbortSignal) => Promise<ReplyStream>;
  /** A reply named already (following one that was being written when the conversation opened). */
  replyId?: string;
  localQuestionId?: string;
  /** The reply a regenerated one is a new version of (off screen while the new one is asked for). */
  replaces?: ChatMessage;
  /** Stopped before the server took the turn: put the screen back as it was. */
  onCancelled: () => void;
  /** Refused before anything was stored. */
  onRefused: (failure: ChatFailure) => void;
}

const errorFor = (failure: ChatFailure, retry: ChatRetry, messageId: string | null): ChatError => ({
  text: chatErrorText(failure),
  retry,
  planLimit: failure.kind === "http" && failure.planLimit,
  messageId,
});

/**
 * The conversation on screen and the reply being read (docs/product/data.md#states-and-transitions "Sending",
 * "New Chat", opening a conversation). A reply belongs to the server: leaving
 * the page, opening another conversation or losing the network only stops
 * reading it (and the reading resumes by itself); only Stop ends it.
 */
export function useChatSession({ onUnauthorized }: ChatSessionOptions) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const loadConversation = useLoadConversation();

  const [messages, setMessagesState] = useState<ChatMessage[]>([]);
  const messagesRef = useRef<ChatMessage[]>([]);
  const [conversationId, setConversationIdState] = useState<string | null>(null);
  const conversationIdRef = useRef<string | null>(null);
  const [phase, setPhase] = useState<ChatPhase>("idle");
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);
  const [draft, setDraft] = useState("");
  const [loadingId, setLoadingId] = useState<string | null>(null);
  // The turn's place in line while the service is busy (1 = next), or null.
  const [queuePosition, setQueuePosition] = useState<number | null>(null);
  // The connection of the reply being read dropped, and it is being read again.
  const [reconnecting, setReconnecting] = useState(false);

  /** The reply being read, if any: one at a time, the one on screen. */
  const readerRef = useRef<ReplyReader | null>(null);
  // Bumped by New Chat and by opening a conversation: a load still settling must not touch the new screen.
  const generationRef = useRef(0);
  // Bumped whenever the list on screen changes by intent (a turn, a load, a version): a quiet reload begun
  // before it must not overwrite it.
  const revisionRef = useRef(0);
  const onUnauthorizedRef = useRef(onUnauthorized);
  onUnauthorizedRef.current = onUnauthorized;

  const updateMessages = useCallback((change: (list: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = change(messagesRef.current);
    setMessagesState(messagesRef.current);
  }, []);

  const setConversationId = useCallback((id: string | null) => {
    conversationIdRef.current = id;
    setConversationIdState(id);
  }, []);

  /** Stops reading (the reply goes on on the server: a reload or another tab can read it again). */
  const abandonReading = useCallback(() => {
    const reader = readerRef.current;
    readerRef.current = null;
    reader?.abandon();
    setStopping(false);
    setQueuePosition(null);
    setReconnecting(false);
  }, []);

  // Leaving the page only stops reading: the reply is finished and kept by the server.
  useEffect(() => abandonReading, [abandonReading]);

  const afterTurn = useCallback(() => {
    // The allowance meter shows what this turn cost (or that it was refunded).
    void queryClient.invalidateQueries(trpc.usage.today.pathFilter());
    // The history shows the new conversation, its new preview and count (docs/product/data.md#states-and-transitions: refreshed after a reply).
    void queryClient.invalidateQueries(trpc.chat.history.pathFilter());
  }, [queryClient, trpc]);

  // Declared before use by `show`; assigned below (a follow needs `show` for its quiet reload and vice versa).
  const followRef = useRef<(replyId: string) => void>(() => {});

  /** Puts a stored conversation on screen, and follows its last reply if it is still being written. */
  const show = useCallback(
    (detail: Pick<ConversationDetail, "id" | "messages">) => {
      const loaded = fromServer(detail.messages);
      revisionRef.current++;
      updateMessages(() => loaded);
      setConversationId(detail.id);
      const last = loaded.at(-1);
      if (last?.sender === "ai" && last.status === "streaming" && !readerRef.current) followRef.current(last.id);
      return loaded;
    },
    [updateMessages, setConversationId],
  );

  /** After a turn: the server's view (ids, versions, statuses), without a spinner or a jump. */
  const reloadQuietly = useCallback(async () => {
    const id = conversationIdRef.current;
    if (!id) return;
    const revision = revisionRef.current;
    const generation = generationRef.current;
    try {
      const detail = await loadConversation(id);
      if (revisionRef.current !== revision || generationRef.current !== generation || readerRef.current) return;
      show(detail);
    } catch {
      // The screen keeps what it has: it is what the turn showed.
    }
  }, [loadConversation, show]);

  /** Reads a turn's reply to its end and settles the screen. */
  const runTurn = useCallback(
    async (plan: TurnPlan) => {
      let frame = 0;
      const current = () => readerRef.current === reader;
      const paint = () => {
        frame = 0;
        const id = reader.replyId;
        if (id && current()) updateMessages((list) => updateReply(list, id, { text: reader.content }));
      };
      const reader: ReplyReader = new ReplyReader({
        open: plan.open,
        follow: (replyId, signal) => client.chat.follow.query({ messageId: replyId }, { signal }),
        replyId: plan.replyId,
        firstEventTimeoutMs: FIRST_EVENT_TIMEOUT_MS,
        online: () => navigator.onLine,
        onMeta: (meta) => {
          if (!current()) return;
          window.cancelAnimationFrame(frame);
          frame = 0;
          setConversationId(meta.conversationId);
          updateMessages((list) =>
            placeReply(list, meta, {
              localQuestionId: plan.localQuestionId,
              replaces: plan.replaces,
              at: new Date().toISOString(),
            }),
          );
          if (meta.content) setPhase("streaming");
        },
        onQueued: (position) => {
          if (current()) setQueuePosition(position);
        },
        onReconnecting: (value) => {
          if (current()) setReconnecting(value);
        },
        onText: () => {
          if (!current()) return;
          setQueuePosition(null);
          setPhase("streaming");
          // Tokens can arrive faster than the screen repaints: render at most once a frame.
          if (!frame) frame = window.requestAnimationFrame(paint);
        },
      });
      readerRef.current = reader;
      setStopping(false);

      const outcome: ReadOutcome = await reader.read();
      window.cancelAnimationFrame(frame);
      afterTurn();
      if (!current()) return;
      readerRef.current = null;
      setPhase("idle");
      setStopping(false);
      setQueuePosition(null);

      switch (outcome.kind) {
        case "abandoned":
          return;
        case "cancelled":
          plan.onCancelled();
          return;
        case "refused":
          plan.onRefused(outcome.failure);
          if (outcome.failure.kind === "http" && outcome.failure.status === 401) onUnauthorizedRef.current();
          return;
        case "ended":
          updateMessages((list) =>
            updateReply(list, outcome.replyId, { text: outcome.content, status: outcome.status }),
          );
          break;
        case "failed": {
          const { failure, replyId } = outcome;
          // The network lost the reply (it may still be written): Retry reads it again. Otherwise it failed.
          const lost = failure.kind === "network";
          const deleted = conversationDeleted(failure);
          updateMessages((list) =>
            updateReply(list, replyId, { text: outcome.content, status: lost ? undefined : "failed" }),
          );
          const retry: ChatRetry = lost
            ? { kind: "follow", replyId }
            : deleted
              ? { kind: "newChat" }
              : { kind: "regenerate", replyId };
          setError(errorFor(failure, retry, replyId));
          if (failure.kind === "http" && failure.status === 401) onUnauthorizedRef.current();
          // Deleted (in another tab, say): what stays on screen is not stored, and a next message starts anew.
          if (deleted) setConversationId(null);
          if (lost || deleted) return;
          break;
        }
      }
      await reloadQuietly();
    },
    [client, updateMessages, setConversationId, afterTurn, reloadQuietly],
  );

  const follow = useCallback(
    (replyId: string) => {
      if (readerRef.current) return;
      setError(null);
      setPhase("streaming");
      void runTurn({
        open: (signal) => client.chat.follow.query({ messageId: replyId }, { signal }),
        replyId,
        onCancelled: () => {},
        onRefused: () => {},
      });
    },
    [client, runTurn],
  );
  followRef.current = follow;

  // A phone waking up, or the network coming back: the read in progress may be dead without knowing it.
  useEffect(() => {
    const reopen = (event: Event) => {
      if (document.visibilityState === "visible") readerRef.current?.reopen(event.type === "online");
    };
    document.addEventListener("visibilitychange", reopen);
    window.addEventListener("online", reopen);
    return () => {
      document.removeEventListener("visibilitychange", reopen);
      window.removeEventListener("online", reopen);
    };
  }, []);

  /**
   * Asks a question after `base` (the messages it follows), or as a new
   * version of `editOf`. `restore` is the screen to go back to on an early Stop.
   */
  const ask = useCallback(
    (
      text: string,
      model: SendModel,
      options: { base: ChatMessage[]; restore: ChatMessage[]; editOf?: string; versions?: string[] },
    ) => {
      const continuing = conversationIdRef.current;
      const { base, editOf } = options;
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
      };
      revisionRef.current++;
      updateMessages(() => [...base, question]);
      setDraft("");
      setError(null);
      setPhase("waiting");

      void runTurn({
        open: (signal) =>
          client.chat.send.mutate(
            {
              message: text,
              modelId: model.modelId,
              ...(continuing ? { conversationId: continuing } : {}),
              ...(messageHistory?.length ? { messageHistory } : {}),
              ...(parentId ? { parentId } : {}),
              ...(continuing && editOf ? { editOf } : {}),
            },
            { signal },
          ),
        localQuestionId: id,
        onCancelled: () => {
          // Nothing was asked after all: the question goes back into the input.
          updateMessages(() => options.restore);
          setDraft((current) => current || text);
        },
        onRefused: (failure) => {
          setError(errorFor(failure, { kind: "send", text, ...(editOf ? { editOf } : {}) }, id));
          // The conversation is gone (deleted in another tab): the retry starts a new one.
          if (failure.kind === "http" && failure.status === 404 && continuing) setConversationId(null);
        },
      });
    },
    [client, runTurn, updateMessages, setConversationId],
  );

  /** False, with the reason on screen, when no turn can start now. */
  const canStart = useCallback((model: SendModel | null | undefined): model is SendModel => {
    if (!model || readerRef.current) return false;
    // docs/product/errors.md#error-catalogue "Chat without a token" (the page itself then shows its login prompt).
    if (!readStorage(USER_KEYS.token)) {
      setError({ text: CHAT_TEXT.error.authRequired, retry: { kind: "dismiss" }, messageId: null });
      return false;
    }
    return true;
  }, []);

  const send = useCallback(
    (rawText: string, model: SendModel | null) => {
      const text = rawText.trim();
      if (!text || !canStart(model)) return;
      const list = messagesRef.current;
      // A question refused earlier was never asked: the next one follows what the server has.
      ask(text, model, { base: list.filter((message) => !isLocalId(message.id)), restore: list });
    },
    [ask, canStart],
  );

  /** Edit & resend: a new version of a question; the conversation goes on from it. */
  const edit = useCallback(
    (messageId: string, rawText: string, model: SendModel | null) => {
      const text = rawText.trim();
      const list = messagesRef.current;
      const index = list.findIndex((message) => message.id === messageId);
      const original = list[index];
      if (!text || !original || original.sender !== "user" || isLocalId(messageId) || !canStart(model)) return;
      ask(text, model, { base: list.slice(0, index), restore: list, editOf: messageId, versions: original.versions });
    },
    [ask, canStart],
  );

  /** Another answer to a reply's question (a new version), by any model the plan allows. */
  const regenerate = useCallback(
    (replyId: string, model: SendModel | null) => {
      const before = messagesRef.current;
      const index = before.findIndex((message) => message.id === replyId);
      const old = before[index];
      if (old?.sender !== "ai" || isLocalId(replyId) || !canStart(model)) return;
      revisionRef.current++;
      updateMessages(() => before.slice(0, index));
      setError(null);
      setPhase("waiting");
      void runTurn({
        open: (signal) => client.chat.regenerate.mutate({ messageId: replyId, modelId: model.modelId }, { signal }),
        replaces: old,
        onCancelled: () => updateMessages(() => before),
        onRefused: (failure) => {
          updateMessages(() => before);
          setError(errorFor(failure, { kind: "regenerate", replyId }, replyId));
        },
      });
    },
    [client, runTurn, updateMessages, canStart],
  );

  /** Goes on from where a stopped reply ended (a new version that starts with its text). */
  const continueReply = useCallback(
    (replyId: string) => {
      const reply = messagesRef.current.find((message) => message.id === replyId);
      if (reply?.sender !== "ai" || !reply.model || !canStart({ modelId: reply.model })) return;
      revisionRef.current++;
      setError(null);
      setPhase("waiting");
      void runTurn({
        open: (signal) => client.chat.continue.mutate({ messageId: replyId }, { signal }),
        replaces: reply,
        onCancelled: () => {},
        onRefused: (failure) => setError(errorFor(failure, { kind: "continue", replyId }, replyId)),
      });
    },
    [client, runTurn, canStart],
  );

  /** Stop (docs/product.md#changes-from-the-original-specification): the server ends the reply and keeps what arrived; the reading then ends by itself. */
  const stop = useCallback(() => {
    const reader = readerRef.current;
    if (!reader || reader.cancel()) return;
    const replyId = reader.replyId;
    if (!replyId) return;
    setStopping(true);
    client.chat.stop.mutate({ messageId: replyId }).catch(() => {
      // Not reached (offline): the reply goes on, and Stop can be pressed again.
      if (readerRef.current === reader) setStopping(false);
    });
  }, [client]);

  /** Shows another version of a message, and the newest branch below it. */
  const selectVersion = useCallback(
    async (messageId: string) => {
      if (readerRef.current) return;
      const revision = ++revisionRef.current;
      const generation = generationRef.current;
      try {
        const detail = await client.chat.selectVersion.mutate({ messageId });
        if (revisionRef.current !== revision || generationRef.current !== generation) return;
        setError(null);
        show(detail);
      } catch (caught) {
        if (revisionRef.current !== revision || generationRef.current !== generation) return;
        const failure = toChatFailure(caught);
        setError({ text: CHAT_TEXT.switchVersionFailed, retry: { kind: "version", messageId }, messageId: null });
        if (failure.kind === "http" && failure.status === 401) onUnauthorizedRef.current();
      }
    },
    [client, show],
  );

  /** docs/product/data.md#states-and-transitions "New Chat": an empty conversation (the caller closes menu, sidebar and selector). */
  const newChat = useCallback(() => {
    abandonReading();
    generationRef.current++;
    revisionRef.current++;
    updateMessages(() => []);
    setConversationId(null);
    setError(null);
    setPhase("idle");
    setLoadingId(null);
  }, [abandonReading, updateMessages, setConversationId]);

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
      abandonReading();
      const generation = ++generationRef.current;
      revisionRef.current++;
      setPhase("idle");
      setLoadingId(id);
      setError(null);
      try {
        const detail = await loadConversation(id);
        if (generationRef.current !== generation) return null;
        return show(detail);
      } catch (caught) {
        if (generationRef.current !== generation) return null;
        const failure = toChatFailure(caught);
        // 404: not this user's (or gone); 400: an address that cannot be an id at all.
        if (failure.kind === "http" && (failure.status === 404 || failure.status === 400)) return { notFound: true };
        setError({
          text: CHAT_TEXT.loadConversationFailed,
          retry: { kind: "load", conversationId: id },
          messageId: null,
        });
        return null;
      } finally {
        if (generationRef.current === generation) setLoadingId(null);
      }
    },
    [abandonReading, loadConversation, show],
  );

  /** Retry for the error on screen, with the model chosen now. */
  const retry = useCallback(
    (model: SendModel | null) => {
      if (!error) return;
      const { retry: action } = error;
      switch (action.kind) {
        case "dismiss":
          setError(null);
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
          setError(null);
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
          const list = messagesRef.current.filter((message) => message.id !== error.messageId);
          const original = action.editOf ? list.find((message) => message.id === action.editOf) : undefined;
          ask(action.text, model, {
            base: list,
            restore: list,
            ...(action.editOf ? { editOf: action.editOf, versions: original?.versions ?? [action.editOf] } : {}),
          });
          return;
        }
      }
    },
    [error, newChat, openConversation, selectVersion, follow, continueReply, regenerate, canStart, ask],
  );

  const dismissError = useCallback(() => setError(null), []);

  return {
    messages,
    conversationId,
    phase,
    busy: phase !== "idle",
    /** Stop was pressed and the server is ending the reply. */
    stopping,
    error,
    draft,
    setDraft,
    loadingId,
    queuePosition,
    reconnecting,
    send,
    edit,
    regenerate,
    continueReply,
    selectVersion,
    stop,
    retry,
    newChat,
    openConversation,
    dismissError,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
