import { z } from "zod";
import { MAX_ATTACHMENTS } from "./files";
import { plainText, requiredText } from "./text";

export const MESSAGE_MAX_LENGTH = 16_000;
/**
 * How much of a client-supplied `messageHistory` reaches the model: the newest
 * turns that fit. Without it one request could send the model (and the bill)
 * hundreds of thousands of characters.
 */
export const MESSAGE_HISTORY_MAX_CHARS = 48_000;
export const HISTORY_PAGE_SIZE = 30;

interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}

/** The SPA says "ai" for the model's turns; any other speaker (e.g. "system") is not the client's to add. */
const HISTORY_ROLES = new Map<string, HistoryTurn["role"]>([
  ["user", "user"],
  ["assistant", "assistant"],
  ["ai", "assistant"],
]);

/**
 * A prior turn's text. A long earlier reply is cut to MESSAGE_MAX_LENGTH rather
 * than refused: the person did not write it and could not shorten it. The bound
 * here only stops absurd input (the body limit is 1 MiB anyway).
 */
const historyText = plainText("Message history", { max: 1024 * 1024, multiline: true })
  .optional()
  .transform((text) => text?.slice(0, MESSAGE_MAX_LENGTH));

const historyEntry = z
  .object({
    sender: z.string().optional(),
    role: z.string().optional(),
    text: historyText,
    content: historyText,
  })
  .transform((entry) => ({
    role: HISTORY_ROLES.get(entry.sender ?? entry.role ?? ""),
    content: entry.text ?? entry.content ?? "",
  }));

/** The newest usable turns whose content fits MESSAGE_HISTORY_MAX_CHARS together, oldest first. */
function newestWithinBudget(entries: Array<{ role?: HistoryTurn["role"]; content: string }>): HistoryTurn[] {
  const kept: HistoryTurn[] = [];
  let total = 0;
  for (const { role, content } of entries.toReversed()) {
    if (!role || !content) continue;
    total += content.length;
    if (total > MESSAGE_HISTORY_MAX_CHARS) break;
    kept.push({ role, content });
  }
  return kept.reverse();
}

/** The spec's `messageHistory`: prior client messages, used as context when no conversation is named. */
const messageHistory = z.array(historyEntry).max(200).transform(newestWithinBudget);

const conversationId = requiredText("Conversation id", { max: 100 });

/** Files uploaded first (POST /api/files), sent with the question by id (issue #30). */
const attachmentIds = z
  .array(requiredText("Attachment", { max: 100 }))
  .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} files can be attached to one message`)
  .refine((ids) => new Set(ids).size === ids.length, "Each file can be attached only once");
const messageId = requiredText("Message id", { max: 100 });
const modelId = requiredText("Model", { max: 200 });

export const chatSendInput = z.object({
  message: requiredText("Message", { max: MESSAGE_MAX_LENGTH, multiline: true }),
  modelId,
  conversationId: conversationId.optional(),
  messageHistory: messageHistory.optional(),
  /** The message the question follows (default: the last one of the branch on screen). */
  parentId: messageId.optional(),
  /** A question this one is a new version of (edit and resend). */
  editOf: messageId.optional(),
  attachments: attachmentIds.optional(),
  /** Answer from the web (issue #31); left out: the conversation's last choice (a new one: no). */
  webSearch: z.boolean().optional(),
  /** A new conversation started inside a project (issue #33); ignored for an existing one. */
  projectId: z.string().trim().min(1).max(100).optional(),
  /** A new conversation billed to a workspace where the person holds a seat (issue #35); ignored for an existing one. */
  workspaceId: z.string().trim().min(1).max(100).optional(),
});
export type ChatSendInput = z.infer<typeof chatSendInput>;

export const conversationIdInput = z.object({ id: conversationId });

/** A reply to read, stop or continue; a message whose version to show. */
export const messageIdInput = z.object({ messageId });

export const regenerateInput = z.object({
  messageId,
  modelId,
  /** Answer from the web (issue #31); left out: the conversation's last choice. */
  webSearch: z.boolean().optional(),
});
export type RegenerateInput = z.infer<typeof regenerateInput>;

export const renameInput = conversationIdInput.extend({
  title: requiredText("Title", { max: 200, stripBidi: true }),
});

/** What can be done to a conversation's place in the history (issue #33): one procedure each. */
export type PlaceAction = "pin" | "unpin" | "archive" | "unarchive";

/** How many conversations a person can pin above the history (issue #33). */
export const PINNED_CONVERSATIONS_MAX = 20;

/**
 * `history` (the default): pinned first, then the rest newest first, archived left out; `archived`: only
 * the archived. A search (`q`) looks through both, archived ones included (docs/decisions.md D152).
 */
export const HISTORY_VIEWS = ["history", "archived"] as const;
export type HistoryView = (typeof HISTORY_VIEWS)[number];

export const historyInput = z.object({
  cursor: plainText("Cursor", { max: 200 }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  q: plainText("Search", { max: 200 }).optional(),
  view: z.enum(HISTORY_VIEWS).optional(),
  /** Only this project's conversations (issue #33); without it the history leaves projects' out (docs/product/projects.md#history). */
  projectId: z.string({ error: "Project is required" }).trim().min(1, "Project is required").max(100).optional(),
});
