// What the reducer's tests (chat-state*.test.ts) build their turns from: messages as the screen and the
// server hold them, a conversation on screen, and a fold of actions over a state.
import type { ChatFailure } from "./chat-errors";
import { type ChatMessage, localId, type StoredMessage } from "./chat-message";
import { type ChatAction, type ChatState, type ChatTurn, chatReducer, initialChatState } from "./chat-state";

export const at = "2026-11-23T10:01:00.000Z";

export const message = (id: string, sender: ChatMessage["sender"], text: string, extra: Partial<ChatMessage> = {}) =>
  ({
    id,
    parentId: null,
    text,
    sender,
    model: sender === "ai" ? "m" : null,
    modelName: sender === "ai" ? "M" : null,
    timestamp: "2026-11-23T10:00:00.000Z",
    status: "complete",
    versions: [id],
    ...extra,
  }) satisfies ChatMessage;

export const stored = (id: string, role: "user" | "assistant", content: string, extra: Partial<StoredMessage> = {}) =>
  ({
    id,
    parentId: null,
    role,
    content,
    model: role === "assistant" ? "m" : null,
    modelName: role === "assistant" ? "M" : null,
    fallbackFrom: null,
    status: "complete",
    timestamp: "2026-11-23T10:00:00.000Z",
    versions: [id],
    attachments: [],
    webSearch: false,
    citations: [],
    ...extra,
  }) satisfies StoredMessage;

export const meta = (replyId: string, userMessageId: string, content = "", conversationId = "c1") => ({
  conversationId,
  model: "m",
  modelName: "M",
  userMessageId,
  replyId,
  content,
});

export const http = (status: number, extra: Partial<Extract<ChatFailure, { kind: "http" }>> = {}): ChatFailure => ({
  kind: "http",
  status,
  message: "The model failed.",
  ...extra,
});

export const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);

/** A conversation on screen: Hi / Hello, then How? / Fine. */
export const shown = run(initialChatState, {
  type: "shown",
  detail: {
    id: "c1",
    messages: [
      stored("q0", "user", "Hi"),
      stored("a0", "assistant", "Hello", { parentId: "q0" }),
      stored("q1", "user", "How?", { parentId: "a0" }),
      stored("a1", "assistant", "Fine", { parentId: "q1" }),
    ],
  },
});

/** The turn of a question `text` after what is on screen. */
export function sendTurn(
  state: ChatState,
  text: string,
  extra: Partial<Extract<ChatTurn, { kind: "send" }>> = {},
): ChatTurn {
  const id = localId();
  return {
    kind: "send",
    question: message(id, "user", text, { versions: [id] }),
    base: state.messages,
    restore: state.messages,
    conversationId: state.conversationId,
    ...extra,
  };
}

export const ids = (state: ChatState) => state.messages.map((m) => m.id);
