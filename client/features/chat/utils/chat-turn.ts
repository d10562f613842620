// The shapes of the chat screen's turns and errors (chat-state.ts holds the state they move through).
import type { Attachment } from "#shared/attachments";
import type { ChatMessage } from "./chat-message";
import type { ChatText } from "./messages";

/** idle; waiting: sent, no token yet ("typing..."); streaming: the reply is arriving. */
export type ChatPhase = "idle" | "waiting" | "streaming";

/** What Retry does for an error. */
export type ChatRetry =
  /** Ask a question again that was refused before anything was stored (`editOf`: as a new version of that one). */
  | { kind: "send"; text: string; editOf?: string; attachments?: Attachment[] }
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
  text: ChatText;
  retry: ChatRetry;
  /** A plan's limit refused the turn: a higher plan would have taken it. */
  planLimit?: boolean;
  /** The message the error belongs to, shown under it; null: about the screen (shown above the input). */
  messageId: string | null;
  /** The model could not see the question's image: a vision model the plan allows, offered as a switch. */
  switchTo?: string;
}

/**
 * One turn: a reply asked for (or followed) and read to its end. It says what the screen shows while
 * the reply is asked for, where the reply goes once named, and how a refusal or an early Stop looks.
 */
export type ChatTurn =
  /** A question after `base` (or a new version of `editOf`); `restore` is the screen an early Stop goes back to. */
  | {
      kind: "send";
      question: ChatMessage;
      base: ChatMessage[];
      restore: ChatMessage[];
      editOf?: string;
      /** The conversation it continues (null: a new one). */
      conversationId: string | null;
      /** Asked with "Search the web" on. */
      webSearch?: boolean;
      /** A new conversation started inside this project (issue #33). */
      projectId?: string;
      /** A new conversation billed to this workspace (issue #35). */
      workspace?: BilledWorkspace;
    }
  /** Another answer to `reply`'s question; `before` is the screen it goes back to when refused or stopped early. */
  | { kind: "regenerate"; reply: ChatMessage; before: ChatMessage[]; webSearch?: boolean }
  /** Going on from where a stopped `reply` ended. */
  | { kind: "continue"; reply: ChatMessage }
  /** Reading a reply that is being written (after a reload, a dropped connection, another tab). */
  | { kind: "follow"; replyId: string };

/** A workspace a conversation is billed to (issue #35): the chat's switch and its "Billed to" chip. */
export interface BilledWorkspace {
  id: string;
  name: string;
}
