import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { USER_KEYS } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { type ConversationDetail, useLoadConversation } from "../api/use-load-conversation";
import { chatErrorText, toChatFailure } from "../utils/chat-errors";
import { CHAT_TEXT } from "../utils/messages";

/** SPEC §3 "Chat message (on the client)", plus how the reply ended (DESIGN §2: stopped replies are kept). */
export interface ChatMessage {
  id: string;
  text: string;
  sender: "user" | "ai";
  model: string | null;
  modelName: string | null;
  timestamp: string;
  status: "complete" | "stopped" | "failed" | "streaming";
}

/** idle; waiting: sent, no token yet ("typing..."); streaming: the reply is arriving. */
export type ChatPhase = "idle" | "waiting" | "streaming";

export interface ChatError {
  text: string;
  /** What Retry does: send the last message again, or load the conversation again. */
  retry: { kind: "send" } | { kind: "load"; conversationId: string };
  /** A plan's limit refused the turn: a higher plan would have taken it. */
  planLimit?: boolean;
}

/** SPEC §9: the chat request times out after 30 s; with streaming, that is the wait for the first event. */
const FIRST_EVENT_TIMEOUT_MS = 30_000;

interface SendModel {
  modelId: string;
}

interface ChatSessionOptions {
  /** Called when the server says the session is gone (a 401 the token refresh could not cure). */
  onUnauthorized: () => void;
}

let localIds = 0;
const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++localIds}`;

function fromServer(detail: ConversationDetail): ChatMessage[] {
  return detail.messages.map((message) => ({
    id: message.id,
    text: message.content,
    sender: message.role === "user" ? "user" : "ai",
    model: message.model,
    modelName: message.modelName,
    timestamp: String(message.timestamp),
    status: message.status === "stopped" || message.status === "failed" ? message.status : "complete",
  }));
}

/**
 * The conversation on screen and the chat turn in flight (SPEC §4 "Sending",
 * "New Chat", opening a conversation; DESIGN §2 streaming with Stop).
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
  const [error, setError] = useState<ChatError | null>(null);
  const [draft, setDraft] = useState("");
  const [loadingId, setLoadingId] = useState<string | null>(null);
  // The turn's place in line while the service is busy (1 = next), or null.
  const [queuePosition, setQueuePosition] = useState<number | null>(null);

  const busyRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);
  const stoppedRef = useRef(false);
  // Bumped by New Chat and by opening a conversation: a turn still settling must not touch the new screen.
  const generationRef = useRef(0);
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

  const abortTurn = useCallback(() => {
    if (!controllerRef.current) return;
    stoppedRef.current = true;
    controllerRef.current.abort();
  }, []);

  // Leaving the page stops the reply; the server keeps what arrived as "stopped".
  useEffect(() => abortTurn, [abortTurn]);

  const send = useCallback(
    async (rawText: string, model: SendModel | null) => {
      const text = rawText.trim();
      if (!text || !model || busyRef.current) return;
      // SPEC §8 "Chat without a token" (the page itself then shows its login prompt).
      if (!readStorage(USER_KEYS.token)) {
        setError({ text: CHAT_TEXT.error.authRequired, retry: { kind: "send" } });
        return;
      }

      busyRef.current = true;
      const generation = generationRef.current;
      const current = () => generationRef.current === generation;
      const continuing = conversationIdRef.current;
      // The spec's messageHistory: prior client messages, the context of a conversation the server does not know yet.
      const messageHistory = continuing
        ? undefined
        : messagesRef.current.filter((message) => message.text).map(({ sender, text }) => ({ sender, text }));

      const userMessage: ChatMessage = {
        id: localId("user"),
        text,
        sender: "user",
        model: null,
        modelName: null,
        timestamp: new Date().toISOString(),
        status: "complete",
      };
      updateMessages((list) => [...list, userMessage]);
      setDraft("");
      setError(null);
      setPhase("waiting");

      const controller = new AbortController();
      controllerRef.current = controller;
      stoppedRef.current = false;
      let timedOut = false;
      const timer = window.setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, FIRST_EVENT_TIMEOUT_MS);

      let replyId: string | null = null;
      let content = "";
      let frame = 0;
      let finished = false;
      const flush = () => {
        frame = 0;
        const id = replyId;
        if (!id || !current()) return;
        updateMessages((list) => list.map((message) => (message.id === id ? { ...message, text: content } : message)));
      };
      // Tokens can arrive faster than the screen repaints: render at most once a frame.
      const scheduleFlush = () => {
        if (!frame) frame = window.requestAnimationFrame(flush);
      };
      const settleReply = (status: ChatMessage["status"], keepEmpty: boolean) => {
        window.cancelAnimationFrame(frame);
        frame = 0;
        const id = replyId;
        if (!id || !current()) return;
        updateMessages((list) =>
          !content && !keepEmpty
            ? list.filter((message) => message.id !== id)
            : list.map((message) => (message.id === id ? { ...message, text: content, status } : message)),
        );
      };

      try {
        const stream = await client.chat.send.mutate(
          {
            message: text,
            modelId: model.modelId,
            ...(continuing ? { conversationId: continuing } : {}),
            ...(messageHistory?.length ? { messageHistory } : {}),
          },
          { signal: controller.signal },
        );
        for await (const event of stream) {
          window.clearTimeout(timer);
          if (!current()) continue;
          if (event.type === "meta") {
            setConversationId(event.conversationId);
            const id = localId("ai");
            replyId = id;
            updateMessages((list) => [
              ...list.map((message) =>
                message.id === userMessage.id ? { ...message, id: event.userMessageId } : message,
              ),
              {
                id,
                text: "",
                sender: "ai",
                model: event.model,
                modelName: event.modelName,
                timestamp: new Date().toISOString(),
                status: "streaming",
              },
            ]);
          } else if (event.type === "queued") {
            setQueuePosition(event.position);
          } else if (event.type === "delta") {
            setQueuePosition(null);
            content += event.content;
            setPhase("streaming");
            scheduleFlush();
          } else if (event.type === "done") {
            finished = true;
          }
        }
        // A stream that ends without "done" was cut short on the server's side (it stopped the reply).
        settleReply(finished ? "complete" : "stopped", true);
      } catch (caught) {
        if (stoppedRef.current && !timedOut) {
          settleReply("stopped", true);
        } else {
          settleReply("failed", false);
          const failure = timedOut ? ({ kind: "network" } as const) : toChatFailure(caught);
          if (current()) {
            setError({
              text: chatErrorText(failure),
              retry: { kind: "send" },
              planLimit: failure.kind === "http" && failure.planLimit,
            });
            // The conversation is gone (deleted in another tab): the retry starts a new one.
            if (failure.kind === "http" && failure.status === 404 && continuing) setConversationId(null);
          }
          if (failure.kind === "http" && failure.status === 401) onUnauthorizedRef.current();
        }
      } finally {
        window.clearTimeout(timer);
        if (controllerRef.current === controller) controllerRef.current = null;
        busyRef.current = false;
        setQueuePosition(null);
        if (current()) setPhase("idle");
        // The allowance meter shows what this turn cost (or that it was refunded).
        void queryClient.invalidateQueries(trpc.usage.today.pathFilter());
        // The history shows the new conversation, its new preview and count (SPEC §4: refreshed after a reply).
        void queryClient.invalidateQueries(trpc.chat.history.pathFilter());
      }
    },
    [client, queryClient, trpc, updateMessages, setConversationId],
  );

  const stop = useCallback(() => abortTurn(), [abortTurn]);

  /** SPEC §4 "New Chat": an empty conversation (the caller closes menu, sidebar and selector). */
  const newChat = useCallback(() => {
    abortTurn();
    generationRef.current++;
    busyRef.current = false;
    updateMessages(() => []);
    setConversationId(null);
    setError(null);
    setPhase("idle");
    setLoadingId(null);
  }, [abortTurn, updateMessages, setConversationId]);

  /**
   * Replaces the messages with a stored conversation's. Resolves with them when
   * it opened; `{ notFound: true }` when the server has no such conversation for
   * this user (deleted, someone else's, a mistyped address), without an error
   * banner since Retry cannot help; null when superseded or failed otherwise.
   */
  const openConversation = useCallback(
    async (id: string): Promise<ChatMessage[] | { notFound: true } | null> => {
      abortTurn();
      const generation = ++generationRef.current;
      busyRef.current = false;
      setPhase("idle");
      setLoadingId(id);
      setError(null);
      try {
        const detail = await loadConversation(id);
        if (generationRef.current !== generation) return null;
        const loaded = fromServer(detail);
        updateMessages(() => loaded);
        setConversationId(detail.id);
        return loaded;
      } catch (caught) {
        if (generationRef.current !== generation) return null;
        const failure = toChatFailure(caught);
        // 404: not this user's (or gone); 400: an address that cannot be an id at all.
        if (failure.kind === "http" && (failure.status === 404 || failure.status === 400)) return { notFound: true };
        setError({ text: CHAT_TEXT.loadConversationFailed, retry: { kind: "load", conversationId: id } });
        return null;
      } finally {
        if (generationRef.current === generation) setLoadingId(null);
      }
    },
    [abortTurn, loadConversation, updateMessages, setConversationId],
  );

  /**
   * SPEC §4: Retry removes the last user message if it is the last entry,
   * puts its text back in the input and sends again. A reply that failed
   * part-way is dropped first, so the question is the last entry again.
   */
  const retry = useCallback(
    (model: SendModel | null) => {
      if (!error) return;
      if (error.retry.kind === "load") {
        void openConversation(error.retry.conversationId);
        return;
      }
      let list = messagesRef.current;
      if (list.at(-1)?.sender === "ai" && list.at(-1)?.status === "failed") list = list.slice(0, -1);
      const last = list.at(-1);
      if (last?.sender === "user") {
        updateMessages(() => list.slice(0, -1));
        setDraft(last.text);
        void send(last.text, model);
      } else {
        setError(null);
      }
    },
    [error, openConversation, send, updateMessages],
  );

  const dismissError = useCallback(() => setError(null), []);

  return {
    messages,
    conversationId,
    phase,
    busy: phase !== "idle",
    error,
    draft,
    setDraft,
    loadingId,
    queuePosition,
    send,
    stop,
    retry,
    newChat,
    openConversation,
    dismissError,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
