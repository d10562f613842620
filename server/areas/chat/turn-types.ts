// The shapes a chat turn passes between its pieces (docs/architecture.md#a-chat-turns-road).

import type { Citation } from "../../../shared/citations";
import type { Role } from "../../../shared/roles";
import type { UserViewer } from "../../core/session.service";
import type { ChatTurn, CompletionParams, UpstreamPlugin } from "../../lib/ai-provider";
import type { BilledWorkspace, Metered } from "../usage";

export interface ChatLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** `vision` and `context` decide what of a turn's files is sent (turn-files.ts); absent: no images, no window known. */
export type ChatModel = {
  modelId: string;
  name: string;
  credits: number;
  vision?: boolean;
  context?: string;
  /** The admin's switch (issue #31); absent: the model may search. */
  webSearch?: boolean;
  /** The models that answer instead when this one fails before its first word (issue #34). */
  fallbacks?: string[];
};

/** What any turn needs, decided before anything is charged or sent: who asks, the model, what goes upstream. */
export interface Turn {
  viewer: { id: string; role: Role };
  model: ChatModel;
  messages: ChatTurn[];
  params?: CompletionParams;
  /** What the reply starts with: a continued reply's earlier text. */
  initial: string;
  /** Credits beyond the model's: files sent for the first time (docs/product/files.md#credits). */
  extraCredits?: number;
  /** A document of the question was cut to fit the turn's budget: the reply's meta says so. */
  attachmentsTruncated?: boolean;
  /**
   * The turn searches the web (issue #31): counted against the day's searches, charged WEB_SEARCH_CREDITS
   * more, and sent upstream with `plugins` (the chat's `[{ id: "web" }]`, or what a `/v1` caller gave).
   */
  webSearch?: boolean;
  plugins?: UpstreamPlugin[];
  /** The model as the upstream is asked for it, when not the catalogue's id (`/v1`'s `:online`). */
  upstreamModelId?: string;
  /** Another model may answer when this one fails before its first word (issue #34): chat turns, `/v1` when asked. */
  fallBack?: boolean;
  /** The model asked, when the turn was sent straight to a fallback because it is marked unavailable. */
  fallbackFrom?: string;
  /** The fallbacks still to try, when already chosen (a turn sent straight to its first). */
  fallbackQueue?: ChatModel[];
  /** The workspace the turn is billed to (issue #35): its seat made `viewer.role` enterprise; its caps hold. */
  workspace?: BilledWorkspace;
}

/** A chat turn: a turn that is kept in a conversation. */
export interface TurnPlan extends Turn {
  viewer: UserViewer;
  conversationId: string;
  newConversation: { title: string; projectId?: string | null; workspaceId?: string | null } | null;
  /** The question, when the turn asks one (regenerate and continue answer an existing one). */
  question: {
    id: string;
    parentId: string | null;
    content: string;
    attachments?: string[];
    carried?: Array<{ id: string; from: string }>;
  } | null;
  userMessageId: string;
  askedAt: Date;
}

export type TurnOutcome = {
  content: string;
  status: "complete" | "stopped" | "failed";
  meter: Metered & { generationId: string | null; credits: number; plan: Role };
  /** A searched turn's sources (made safe) and the search's share of the cost; null for a turn that did not search. */
  citations?: Citation[] | null;
  searchCostMicroUsd?: number | null;
  /** The turn's lease, to end with the write that keeps it (null: already ended). */
  lease: string | null;
};

/** Where a turn's outcome is kept: its conversation (chat), or only its usage (the API stores no text). */
export interface Recorder {
  /** The first token is out. */
  started(): void;
  /**
   * The reply has ended; resolves with the error when it could not be kept. The
   * write that keeps it also ends its lease; when that write does not happen,
   * the caller ends the lease.
   */
  finish(outcome: TurnOutcome): Promise<unknown>;
}

/** Stop (a person's, or the instance shutting down): the reply keeps what arrived. */
export const stopReason = () => new DOMException("stopped", "AbortError");
