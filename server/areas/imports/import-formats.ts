import {
  IMPORT_MESSAGE_MAX_LENGTH,
  IMPORT_MESSAGES_MAX,
  type ImportSkipReason,
  type ImportSource,
} from "../../../shared/imports";
import type { CopiedMessage } from "../chat";

/**
 * The two exports an import reads (docs/product/import.md#what-is-imported), turned into whole conversations
 * for the chat area's copy: ChatGPT's `conversations.json` and our own `account.json`. Pure: no database, so
 * each rule is tested on its own.
 */

/** One conversation ready to write, or the reason it is skipped. */
export type ImportCandidate =
  | { kind: "conversation"; importKey: string; title: string; messages: CopiedMessage[]; updatedAt?: Date }
  | { kind: "skipped"; title: string; reason: ImportSkipReason };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Titles and message texts as PostgreSQL can store them: no NUL, no lone surrogate (docs/product/rules.md). */
function storable(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const asString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A time given in seconds since 1970 (ChatGPT) or as an ISO text (ours), when it is a real one. */
function timeOf(value: unknown): Date | undefined {
  const date =
    typeof value === "number" ? new Date(value * 1000) : typeof value === "string" ? new Date(value) : undefined;
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

/** Times that keep the messages' order: one missing or out of order comes a millisecond after the one before. */
function ordered(messages: Array<Omit<CopiedMessage, "createdAt"> & { at?: Date }>, start?: Date): CopiedMessage[] {
  let previous = start ? start.getTime() - 1 : undefined;
  return messages.map(({ at, ...message }) => {
    let time = at?.getTime() ?? (previous === undefined ? undefined : previous + 1);
    if (time !== undefined && previous !== undefined && time <= previous) time = previous + 1;
    if (time !== undefined) previous = time;
    return time === undefined ? message : { ...message, createdAt: new Date(time) };
  });
}

/** The first words of the first message, as a new conversation's title is made (docs/product/rules.md#chat-input). */
function titleFrom(given: unknown, messages: CopiedMessage[]): string {
  const title = storable(asString(given)?.trim() ?? "");
  if (title) return title;
  const first = (messages.find((message) => message.role === "user") ?? messages[0])?.content ?? "";
  return first.replace(/\s+/g, " ").trim().slice(0, 60);
}

function finish(
  importKey: string | undefined,
  title: unknown,
  messages: CopiedMessage[],
  updatedAt: Date | undefined,
): ImportCandidate {
  const shownTitle = titleFrom(title, messages);
  if (!importKey) return { kind: "skipped", title: shownTitle, reason: "invalid" };
  if (messages.length === 0) return { kind: "skipped", title: shownTitle, reason: "empty" };
  if (messages.length > IMPORT_MESSAGES_MAX || messages.some((m) => m.content.length > IMPORT_MESSAGE_MAX_LENGTH))
    return { kind: "skipped", title: shownTitle, reason: "tooLong" };
  const last = messages.at(-1)?.createdAt;
  const updated = updatedAt && last && updatedAt < last ? last : (updatedAt ?? last);
  return { kind: "conversation", importKey, title: shownTitle, messages, ...(updated ? { updatedAt: updated } : {}) };
}

/** A source id as part of an import key: a plain text of sane length, else none (the conversation is skipped). */
function keyPart(value: unknown): string | undefined {
  const id = typeof value === "number" ? String(value) : asString(value)?.trim();
  return id && id.length <= 200 ? storable(id) : undefined;
}

// ChatGPT: conversations.json, an array of { id, title, create_time, update_time, mapping, current_node }.

/** The nodes from the root to `leaf`, following `parent` (a cycle or a missing node ends the walk). */
function branchTo(mapping: Record<string, unknown>, leaf: string): Record<string, unknown>[] {
  const path: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  let id: string | undefined = leaf;
  while (id !== undefined && !seen.has(id)) {
    seen.add(id);
    const node: unknown = Object.hasOwn(mapping, id) ? mapping[id] : undefined;
    if (!isRecord(node)) break;
    path.push(node);
    id = asString(node.parent);
  }
  return path.reverse();
}

/** Without `current_node`: the newest leaf (a node with no children), which is what ChatGPT shows last. */
function newestLeaf(mapping: Record<string, unknown>): string | undefined {
  let best: { id: string; at: number } | undefined;
  for (const [id, node] of Object.entries(mapping)) {
    if (!isRecord(node) || (Array.isArray(node.children) && node.children.length > 0)) continue;
    const message = isRecord(node.message) ? node.message : {};
    const at = typeof message.create_time === "number" ? message.create_time : 0;
    if (!best || at >= best.at) best = { id, at };
  }
  return best?.id;
}

/** A node's message when a person saw it in the conversation: a user's or the assistant's text, else null. */
function chatGptMessage(node: Record<string, unknown>): (CopiedMessage & { at?: Date }) | null {
  const message = node.message;
  if (!isRecord(message)) return null;
  const role = isRecord(message.author) ? message.author.role : undefined;
  if (role !== "user" && role !== "assistant") return null;
  const metadata = isRecord(message.metadata) ? message.metadata : {};
  // Hidden context, and the assistant's calls to its tools (code it sent to a browser or to Python), never showed.
  if (metadata.is_visually_hidden_from_conversation === true) return null;
  if (message.recipient !== undefined && message.recipient !== "all") return null;
  const content = isRecord(message.content) ? message.content : {};
  if (content.content_type !== "text" && content.content_type !== "multimodal_text") return null;
  const parts = Array.isArray(content.parts) ? content.parts : [];
  const text = storable(
    parts
      .filter((part): part is string => typeof part === "string")
      .join("\n\n")
      .trim(),
  );
  if (!text) return null;
  const slug = asString(metadata.model_slug);
  return {
    role,
    content: text,
    ...(role === "assistant" && slug ? { modelName: storable(slug).slice(0, 100) } : {}),
    at: timeOf(message.create_time),
  };
}

function fromChatGpt(conversation: unknown): ImportCandidate {
  if (!isRecord(conversation)) return { kind: "skipped", title: "", reason: "invalid" };
  const id = keyPart(conversation.conversation_id ?? conversation.id);
  const mapping = isRecord(conversation.mapping) ? conversation.mapping : {};
  const current = asString(conversation.current_node);
  const leaf = current && Object.hasOwn(mapping, current) ? current : newestLeaf(mapping);
  const picked = (leaf ? branchTo(mapping, leaf) : []).map(chatGptMessage).filter((message) => message !== null);
  const messages = ordered(picked, timeOf(conversation.create_time));
  return finish(id && `chatgpt:${id}`, conversation.title, messages, timeOf(conversation.update_time));
}

// Ours: account.json of "Download my data" (server/areas/account/account-export.ts), conversations with messages.

function fromNexgen(conversation: unknown): ImportCandidate {
  if (!isRecord(conversation)) return { kind: "skipped", title: "", reason: "invalid" };
  const id = keyPart(conversation.id);
  const rows = (Array.isArray(conversation.messages) ? conversation.messages : []).filter(isRecord);
  const byId = new Map(rows.flatMap((row) => (typeof row.id === "string" ? [[row.id, row] as const] : [])));
  // The export keeps every version of an edited question and a regenerated reply; the newest message's
  // chain is the branch the person saw last (docs/decisions.md D168).
  let leaf: Record<string, unknown> | undefined;
  for (const row of rows) {
    const at = timeOf(row.createdAt)?.getTime() ?? 0;
    if (!leaf || at >= (timeOf(leaf.createdAt)?.getTime() ?? 0)) leaf = row;
  }
  const chain: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  for (let row = leaf; row && !seen.has(row.id); row = byId.get(asString(row.parentId) ?? "")) {
    seen.add(row.id);
    chain.push(row);
  }
  const picked = chain.reverse().flatMap((row) => {
    const role = row.role;
    const text = storable(asString(row.content)?.trim() ?? "");
    if ((role !== "user" && role !== "assistant") || !text) return [];
    const modelName = asString(row.modelName);
    const model = asString(row.model);
    return [
      {
        role,
        content: text,
        ...(role === "assistant" ? { modelName: modelName ?? null, model: model ?? null } : {}),
        at: timeOf(row.createdAt),
      } as CopiedMessage & { at?: Date },
    ];
  });
  const messages = ordered(picked, timeOf(conversation.createdAt));
  return finish(id && `nexgen:${id}`, conversation.title, messages, timeOf(conversation.updatedAt));
}

/** The export's conversations: ChatGPT's array, or ours under `conversations`; null when it is neither. */
export function conversationsOf(
  entry: "conversations.json" | "account.json",
  json: unknown,
): { source: ImportSource; conversations: unknown[] } | null {
  if (entry === "conversations.json") return Array.isArray(json) ? { source: "chatgpt", conversations: json } : null;
  if (isRecord(json) && json.format === "nexgen-account-export" && Array.isArray(json.conversations))
    return { source: "nexgen", conversations: json.conversations };
  return null;
}

/** One conversation of the export, ready for the chat area's copy or skipped with its reason. */
export function candidateOf(source: ImportSource, conversation: unknown): ImportCandidate {
  return source === "chatgpt" ? fromChatGpt(conversation) : fromNexgen(conversation);
}
