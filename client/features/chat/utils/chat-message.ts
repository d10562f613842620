import type { Attachment } from "#shared/attachments";
import type { ReplyMeta } from "#shared/chat-events";
import type { Citation } from "#shared/citations";
import type { RouterOutputs } from "../../../lib/trpc";

/** docs/product/data.md#entities-and-fields "Chat message (on the client)", plus how the reply ended and where it sits in the conversation's tree. */
export interface ChatMessage {
  id: string;
  /** The message this one follows (null for the first question, and for questions not stored yet). */
  parentId: string | null;
  text: string;
  sender: "user" | "ai";
  model: string | null;
  modelName: string | null;
  timestamp: string;
  status: "complete" | "stopped" | "failed" | "streaming";
  /** This message's versions (itself included), oldest first: the ‹ 2/3 › pager. */
  versions: string[];
  /** A question's files (issue #30), with their signed addresses. */
  attachments?: Attachment[];
  /** A reply that read only the first part of a long attached document (said by its meta as it began). */
  filesCut?: boolean;
  /** A reply that searched the web (issue #31). */
  webSearch?: boolean;
  /** A reply's sources, in the order of its markers: none, no list (a reply without them looks as it always did). */
  citations?: Citation[];
  /** Another model answered because the one asked was unavailable (issue #34): the asked model's name. */
  fallbackFrom?: string;
}

/** A message as the server's conversation view sends it. */
export type StoredMessage = RouterOutputs["chat"]["conversation"]["messages"][number];

const STATUSES = new Set<ChatMessage["status"]>(["complete", "stopped", "failed", "streaming"]);

function attachmentsOf(message: StoredMessage): Pick<ChatMessage, "attachments"> {
  return message.attachments.length ? { attachments: message.attachments } : {};
}

/** A stored reply's search and sources, each version its own. */
function searchOf(message: StoredMessage): Pick<ChatMessage, "webSearch" | "citations"> {
  const { citations } = message;
  return {
    ...(message.webSearch ? { webSearch: true } : {}),
    ...(citations.length ? { citations } : {}),
  };
}

export function fromServer(messages: readonly StoredMessage[]): ChatMessage[] {
  return messages.map((message) => ({
    id: message.id,
    parentId: message.parentId,
    text: message.content,
    sender: message.role === "user" ? "user" : "ai",
    model: message.model,
    modelName: message.modelName,
    timestamp: String(message.timestamp),
    status: STATUSES.has(message.status as ChatMessage["status"])
      ? (message.status as ChatMessage["status"])
      : "complete",
    versions: message.versions.length ? message.versions : [message.id],
    ...(message.fallbackFrom ? { fallbackFrom: message.fallbackFrom } : {}),
    ...(message.role === "user" ? attachmentsOf(message) : searchOf(message)),
  }));
}

const LOCAL_PREFIX = "local-";
let localIds = 0;

/** An id for a question the server has not stored (yet): no version, edit or parent can refer to it. */
export const localId = () => `${LOCAL_PREFIX}${Date.now().toString(36)}-${++localIds}`;
export const isLocalId = (id: string) => id.startsWith(LOCAL_PREFIX);

/** The newest stored message on screen: the one a new question follows. */
export function lastStoredId(messages: readonly ChatMessage[]): string | undefined {
  return messages.findLast((message) => !isLocalId(message.id))?.id;
}

/** A reply that failed before saying anything: Retry replaces it, and the server lists no such version. */
const isEmptyFailure = (message: ChatMessage) => message.status === "failed" && message.text === "";

/**
 * Puts a reply on screen once its meta names it. A reply already there (read
 * again after a reload or a dropped connection) takes the meta's text, which
 * is all of it so far, so nothing is doubled. A new one goes right after its
 * question, in place of what followed it (the version it is a sibling of).
 */
export function placeReply(
  messages: readonly ChatMessage[],
  meta: ReplyMeta & { content: string },
  options: {
    /** The question as it was shown before the server named it. */
    localQuestionId?: string | null;
    /** The reply this one is a new version of, when it is no longer on screen (regenerate). */
    replaces?: ChatMessage | null;
    at: string;
  },
): ChatMessage[] {
  const local = options.localQuestionId;
  const list = local
    ? messages.map((message) =>
        message.id === local
          ? {
              ...message,
              id: meta.userMessageId,
              versions: message.versions.map((id) => (id === local ? meta.userMessageId : id)),
            }
          : message,
      )
    : [...messages];
  if (list.some((message) => message.id === meta.replyId))
    return list.map((message) =>
      message.id === meta.replyId
        ? { ...message, ...answeredBy(meta), text: meta.content, status: "streaming" }
        : message,
    );

  const question = list.findIndex((message) => message.id === meta.userMessageId);
  const following = question === -1 ? undefined : list[question + 1];
  const sibling = options.replaces ?? (following?.sender === "ai" ? following : undefined);
  const versions = sibling
    ? [...sibling.versions.filter((id) => id !== sibling.id || !isEmptyFailure(sibling)), meta.replyId]
    : [meta.replyId];
  return [
    ...(question === -1 ? list : list.slice(0, question + 1)),
    {
      id: meta.replyId,
      parentId: meta.userMessageId,
      text: meta.content,
      sender: "ai",
      ...answeredBy(meta),
      timestamp: options.at,
      status: "streaming",
      versions,
      ...(meta.attachmentsTruncated ? { filesCut: true } : {}),
      ...(meta.webSearch === true ? { webSearch: true } : {}),
    },
  ];
}

/** The model answering a reply, and the one asked when another answers instead (issue #34). */
export function answeredBy(meta: Pick<ReplyMeta, "model" | "modelName" | "fallbackFrom">) {
  return {
    model: meta.model,
    modelName: meta.modelName,
    ...(meta.fallbackFrom ? { fallbackFrom: meta.fallbackFrom } : {}),
  };
}

/** Another model answers the reply: the one asked failed before its first word (issue #34). */
export function updateModel(
  messages: readonly ChatMessage[],
  replyId: string,
  answered: Pick<ReplyMeta, "model" | "modelName" | "fallbackFrom">,
): ChatMessage[] {
  return messages.map((message) => (message.id === replyId ? { ...message, ...answeredBy(answered) } : message));
}

/** The reply's text so far, and how it ended once it has. */
export function updateReply(
  messages: readonly ChatMessage[],
  replyId: string,
  change: { text: string; status?: ChatMessage["status"] },
): ChatMessage[] {
  return messages.map((message) =>
    message.id === replyId ? { ...message, text: change.text, status: change.status ?? message.status } : message,
  );
}

/** The reply's sources so far: each `citations` event carries the whole list, which replaces the one on screen. */
export function updateCitations(
  messages: readonly ChatMessage[],
  replyId: string,
  citations: readonly Citation[],
): ChatMessage[] {
  return messages.map((message) => (message.id === replyId ? { ...message, citations: [...citations] } : message));
}
