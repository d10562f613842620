import type { Attachment } from "#shared/attachments";
import type { Citation } from "#shared/citations";
import type { ReplyMeta } from "../../../../server/areas/chat/live-reply";
import {
  attachmentMissing,
  type ChatFailure,
  chatErrorText,
  conversationDeleted,
  higherPlanHelps,
} from "./chat-errors";
import {
  type ChatMessage,
  fromServer,
  placeReply,
  type StoredMessage,
  updateCitations,
  updateModel,
  updateReply,
} from "./chat-message";
import type { BilledWorkspace, ChatError, ChatPhase, ChatRetry, ChatTurn } from "./chat-turn";
import type { ReadOutcome } from "./reply-reader";

export type { ChatError, ChatPhase, ChatRetry, ChatTurn } from "./chat-turn";

export interface ChatState {
  messages: ChatMessage[];
  conversationId: string | null;
  phase: ChatPhase;
  /** Stop was pressed and the server is ending the reply. */
  stopping: boolean;
  error: ChatError | null;
  draft: string;
  /** A question called off before the server took it went back to the input: these were its files. */
  returnedFiles: Attachment[] | null;
  /** The conversation being opened. */
  loadingId: string | null;
  /** The turn's place in line while the service is busy (1 = next), or null. */
  queuePosition: number | null;
  /** The connection of the reply being read dropped, and it is being read again. */
  reconnecting: boolean;
  /** The turn searches the web: "Searching the web…" until its first token (issue #31). */
  searching: boolean;
  /** "Search the web" as the conversation on screen remembers it (from its last question). */
  rememberedSearch: boolean;
  /** The project the conversation on screen is in (issue #33), or null. */
  projectId: string | null;
  /** The workspace the conversation on screen is billed to (issue #35), or null: the person's own plan. */
  workspace: BilledWorkspace | null;
  /** Bumped by New Chat and by opening a conversation: a load still settling must not touch the new screen. */
  generation: number;
  /** Bumped whenever the list on screen changes by intent (a turn, a load, a version): a quiet reload begun before it must not overwrite it. */
  revision: number;
}

export const initialChatState: ChatState = {
  messages: [],
  conversationId: null,
  phase: "idle",
  stopping: false,
  error: null,
  draft: "",
  returnedFiles: null,
  loadingId: null,
  queuePosition: null,
  reconnecting: false,
  searching: false,
  rememberedSearch: false,
  projectId: null,
  workspace: null,
  generation: 0,
  revision: 0,
};

export type ChatAction =
  | { type: "draft"; text: string }
  /** A turn begins: the screen shows what was asked and waits (a follow: the reply is arriving). */
  | { type: "started"; turn: ChatTurn }
  /** The server named the turn's reply (`at`: when, for a reply new on screen). */
  | { type: "meta"; turn: ChatTurn; meta: ReplyMeta & { content: string }; at: string }
  | { type: "queued"; position: number }
  | { type: "reconnecting"; value: boolean }
  /** Text arrived: the reply is streaming (painted by `text`, at most once a frame). */
  | { type: "flowing" }
  | { type: "text"; replyId: string; text: string }
  /** The reply's sources so far (the whole list each time). */
  | { type: "citations"; replyId: string; citations: Citation[] }
  | { type: "fallback"; replyId: string; answered: Pick<ReplyMeta, "model" | "modelName" | "fallbackFrom"> }
  /** The turn's reading ended as `outcome`. */
  | { type: "settled"; turn: ChatTurn; outcome: ReadOutcome }
  | { type: "stopping"; value: boolean }
  /** A stored conversation (or the server's view of this one) replaces the list. */
  | {
      type: "shown";
      detail: {
        id: string;
        messages: readonly StoredMessage[];
        webSearch?: boolean;
        projectId?: string | null;
        workspace?: BilledWorkspace | null;
      };
    }
  /** The list is about to change by intent (a version asked for): an older quiet reload must not land. */
  | { type: "touched" }
  | { type: "newChat" }
  | { type: "opening"; conversationId: string }
  | { type: "openFailed"; conversationId: string }
  | { type: "opened" }
  | { type: "versionFailed"; messageId: string }
  /** No token to start a turn with: the page itself then shows its login prompt. */
  | { type: "signedOut" }
  | { type: "dismissError" };

export const errorFor = (failure: ChatFailure, retry: ChatRetry, messageId: string | null): ChatError => ({
  text: chatErrorText(failure),
  retry,
  planLimit: higherPlanHelps(failure),
  messageId,
  ...(failure.kind === "http" && failure.suggestedModelId ? { switchTo: failure.suggestedModelId } : {}),
});

/** The server says the session is gone (a 401 the token refresh could not cure). */
export const unauthorized = (failure: ChatFailure) => failure.kind === "http" && failure.status === 401;

/** What a reading that stopped (another conversation opened, New Chat) leaves behind. */
const notReading = {
  stopping: false,
  queuePosition: null,
  reconnecting: false,
  searching: false,
} satisfies Partial<ChatState>;

/** The messages a turn puts on screen while its reply is asked for. */
function startedMessages(state: ChatState, turn: ChatTurn): ChatMessage[] {
  switch (turn.kind) {
    case "send":
      return [...turn.base, turn.question];
    case "regenerate": {
      // The old version goes off screen; the new one takes its place when named.
      const index = turn.before.findIndex((message) => message.id === turn.reply.id);
      return turn.before.slice(0, index);
    }
    default:
      return state.messages;
  }
}

/** The screen after a turn's reading ended. */
function settle(state: ChatState, turn: ChatTurn, outcome: ReadOutcome): ChatState {
  const idle: ChatState = { ...state, phase: "idle", stopping: false, queuePosition: null, searching: false };
  switch (outcome.kind) {
    case "abandoned":
      return idle;
    case "cancelled":
      // Nothing was asked after all: the screen goes back, and a question into the input.
      if (turn.kind === "send") {
        // The question goes back only into an empty input, and its files with it (a new draft keeps its own).
        if (idle.draft) return { ...idle, messages: turn.restore };
        const files = turn.question.attachments;
        return {
          ...idle,
          messages: turn.restore,
          draft: turn.question.text,
          ...(files?.length ? { returnedFiles: files } : {}),
        };
      }
      if (turn.kind === "regenerate") return { ...idle, messages: turn.before };
      return idle;
    case "refused": {
      const { failure } = outcome;
      if (turn.kind === "send") {
        const retry: ChatRetry = {
          kind: "send",
          text: turn.question.text,
          ...(turn.editOf ? { editOf: turn.editOf } : {}),
          ...(turn.question.attachments?.length ? { attachments: turn.question.attachments } : {}),
        };
        // The conversation is gone (deleted in another tab): the retry starts a new one.
        const gone =
          failure.kind === "http" &&
          failure.status === 404 &&
          turn.conversationId !== null &&
          !attachmentMissing(failure);
        return {
          ...idle,
          error: errorFor(failure, retry, turn.question.id),
          conversationId: gone ? null : idle.conversationId,
        };
      }
      if (turn.kind === "regenerate")
        return {
          ...idle,
          messages: turn.before,
          error: errorFor(failure, { kind: "regenerate", replyId: turn.reply.id }, turn.reply.id),
        };
      if (turn.kind === "continue")
        return { ...idle, error: errorFor(failure, { kind: "continue", replyId: turn.reply.id }, turn.reply.id) };
      return idle;
    }
    case "ended":
      return {
        ...idle,
        messages: updateReply(idle.messages, outcome.replyId, { text: outcome.content, status: outcome.status }),
      };
    case "failed": {
      const { failure, replyId } = outcome;
      // The network lost the reply (it may still be written): Retry reads it again. Otherwise it failed.
      const lost = failure.kind === "network";
      const deleted = conversationDeleted(failure);
      const retry: ChatRetry = lost
        ? { kind: "follow", replyId }
        : deleted
          ? { kind: "newChat" }
          : { kind: "regenerate", replyId };
      return {
        ...idle,
        messages: updateReply(idle.messages, replyId, { text: outcome.content, status: lost ? undefined : "failed" }),
        error: errorFor(failure, retry, replyId),
        // Deleted (in another tab, say): what stays on screen is not stored, and a next message starts anew.
        conversationId: deleted ? null : idle.conversationId,
      };
    }
  }
}

/** The server's view does not store that a reply read only part of a document: the screen keeps saying it. */
function keepFilesCut(before: readonly ChatMessage[], after: ChatMessage[]): ChatMessage[] {
  const cut = new Set(before.filter((message) => message.filesCut).map((message) => message.id));
  return cut.size ? after.map((message) => (cut.has(message.id) ? { ...message, filesCut: true } : message)) : after;
}

/**
 * The conversation on screen as a pure function of what happened to it (docs/product/data.md#states-and-transitions
 * "Sending", "New Chat", opening a conversation): the message tree with its versions, the turn's phase, the
 * error and its Retry. Reading the reply and calling the server are the hooks' part.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "draft":
      return { ...state, draft: action.text };
    case "started": {
      const { turn } = action;
      if (turn.kind === "follow")
        return { ...state, error: null, phase: "streaming", stopping: false, searching: false };
      return {
        ...state,
        messages: startedMessages(state, turn),
        draft: turn.kind === "send" ? "" : state.draft,
        returnedFiles: null,
        error: null,
        phase: "waiting",
        stopping: false,
        searching: turn.kind !== "continue" && turn.webSearch === true,
        projectId: turn.kind === "send" && turn.projectId ? turn.projectId : state.projectId,
        workspace: turn.kind === "send" && turn.workspace ? turn.workspace : state.workspace,
        revision: state.revision + 1,
      };
    }
    case "meta": {
      const { turn, meta } = action;
      const messages = placeReplyFor(state.messages, turn, meta, action.at);
      return {
        ...state,
        conversationId: meta.conversationId,
        messages,
        phase: meta.content ? "streaming" : state.phase,
        // The server's word on whether the turn searches (a followed reply's too).
        searching: meta.webSearch === true && !meta.content,
        // The conversation now remembers the question's choice (a new one too, once it has its id).
        rememberedSearch: turn.kind === "send" ? meta.webSearch === true : state.rememberedSearch,
      };
    }
    case "queued":
      return { ...state, queuePosition: action.position };
    case "reconnecting":
      return { ...state, reconnecting: action.value };
    case "flowing":
      return { ...state, queuePosition: null, phase: "streaming", searching: false };
    case "text":
      return { ...state, messages: updateReply(state.messages, action.replyId, { text: action.text }) };
    case "citations":
      return { ...state, messages: updateCitations(state.messages, action.replyId, action.citations) };
    case "fallback":
      return { ...state, messages: updateModel(state.messages, action.replyId, action.answered) };
    case "settled":
      return settle(state, action.turn, action.outcome);
    case "stopping":
      return { ...state, stopping: action.value };
    case "shown":
      return {
        ...state,
        messages: keepFilesCut(state.messages, fromServer(action.detail.messages)),
        conversationId: action.detail.id,
        rememberedSearch: action.detail.webSearch === true,
        projectId: action.detail.projectId ?? null,
        workspace: action.detail.workspace ?? null,
        revision: state.revision + 1,
      };
    case "touched":
      return { ...state, revision: state.revision + 1 };
    case "newChat":
      return {
        ...state,
        ...notReading,
        messages: [],
        conversationId: null,
        rememberedSearch: false,
        projectId: null,
        workspace: null,
        error: null,
        phase: "idle",
        loadingId: null,
        generation: state.generation + 1,
        revision: state.revision + 1,
      };
    case "opening":
      return {
        ...state,
        ...notReading,
        phase: "idle",
        loadingId: action.conversationId,
        error: null,
        generation: state.generation + 1,
        revision: state.revision + 1,
      };
    case "openFailed":
      return {
        ...state,
        error: {
          text: { key: "chat.error.loadConversation" },
          retry: { kind: "load", conversationId: action.conversationId },
          messageId: null,
        },
      };
    case "opened":
      return { ...state, loadingId: null };
    case "versionFailed":
      return {
        ...state,
        error: {
          text: { key: "chat.error.switchVersion" },
          retry: { kind: "version", messageId: action.messageId },
          messageId: null,
        },
      };
    case "signedOut":
      // docs/product/errors.md#error-catalogue "Chat without a token".
      return {
        ...state,
        error: { text: { key: "chat.error.authRequired" }, retry: { kind: "dismiss" }, messageId: null },
      };
    case "dismissError":
      return { ...state, error: null };
  }
}

function placeReplyFor(
  messages: ChatMessage[],
  turn: ChatTurn,
  meta: ReplyMeta & { content: string },
  at: string,
): ChatMessage[] {
  return placeReply(messages, meta, {
    localQuestionId: turn.kind === "send" ? turn.question.id : undefined,
    replaces: turn.kind === "regenerate" || turn.kind === "continue" ? turn.reply : undefined,
    at,
  });
}
