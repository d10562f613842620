import { HISTORY_PAGE_SIZE, type HistoryView, PINNED_CONVERSATIONS_MAX } from "../../../shared/chat";
import { CONVERSATION_DELETED } from "../../../shared/chat-text";
import { storedCitations } from "../../../shared/citations";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { FilesService } from "../files";
import type { ChatStore, StoredStatus, TreeMessage } from "./chat.store";
import { createHistoryStore, decodeCursor, encodeCursor, type PinState } from "./history.store";

export const conversationNotFound = () => new AppError("NOT_FOUND", say("chat.conversationNotFound"));

/** A reply whose conversation was deleted while it was written (here, in another tab, on another instance). */
export const conversationDeleted = () =>
  new AppError("NOT_FOUND", say("chat.deleted"), { extra: { code: CONVERSATION_DELETED } });

/** "pyth code" → "pyth:* & code:*": every word must appear, as a prefix. */
function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((word) => `${word}:*`)
        .join(" & ")
    : null;
}

/**
 * A conversation is a tree: regenerating a reply or editing a question adds a
 * sibling (a version) instead of replacing anything. The screen shows one
 * path, from the first message down to the conversation's leaf; where the path
 * goes through a message with siblings, following the newest child below it.
 */
export function activePath(messages: TreeMessage[], leafId: string | null): TreeMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  let node = (leafId ? byId.get(leafId) : undefined) ?? messages.at(-1);
  const path: TreeMessage[] = [];
  const seen = new Set<string>();
  while (node && !seen.has(node.id)) {
    seen.add(node.id);
    path.push(node);
    node = node.parentId ? byId.get(node.parentId) : undefined;
  }
  return path.reverse();
}

/** The newest descendant along newest children: where a version's branch continues. */
export function newestLeaf(messages: TreeMessage[], fromId: string): string {
  const newestChild = new Map<string, string>();
  // Ordered by creation: the last child seen under a parent is its newest.
  for (const message of messages) if (message.parentId) newestChild.set(message.parentId, message.id);
  let id = fromId;
  for (let guard = 0; newestChild.has(id) && guard < messages.length; guard++) id = newestChild.get(id) as string;
  return id;
}

/** A version nobody would switch back to: a reply that failed before saying anything (Retry made another). */
const isEmptyFailure = (message: TreeMessage) => message.status === "failed" && message.content === "";

export function createConversationsService(deps: {
  db: Db;
  store: ChatStore;
  /** The text so far of a reply being written on this instance (fresher than its last flush). */
  liveContent: (id: string) => string | undefined;
  /** A streaming reply whose server has said nothing for this long lost it. */
  isStale: (updatedAt: Date) => boolean;
  settleAbandoned: (id: string) => void;
  /** Ends the replies still being written in a deleted conversation, wherever they are written. */
  stopReplies: (conversationId: string) => Promise<void>;
  files: Pick<FilesService, "removeOfConversation" | "ofMessages">;
}) {
  const { db, store } = deps;
  const historyStore = createHistoryStore(db);

  /** A pin or archive write's answer: someone else's conversation, or none, is a 404. */
  function changed(state: PinState | undefined): PinState {
    if (!state) throw conversationNotFound();
    return state;
  }

  function statusOf(message: TreeMessage): StoredStatus {
    if (message.status !== "streaming" || deps.liveContent(message.id) !== undefined) return message.status;
    if (!deps.isStale(message.updatedAt)) return "streaming";
    deps.settleAbandoned(message.id);
    return "stopped";
  }

  async function view(userId: string, id: string) {
    const conversation = await db.conversation.findFirst({
      where: { id, userId },
      select: {
        ...{ id: true, title: true, updatedAt: true, leafId: true, webSearch: true, projectId: true },
        // The workspace it is billed to (issue #35): the chat shows "Billed to {workspace}" above its messages.
        workspace: { select: { id: true, name: true } },
      },
    });
    if (!conversation) throw conversationNotFound();
    const messages = await store.tree(id);
    const siblings = new Map<string | null, TreeMessage[]>();
    for (const message of messages)
      siblings.set(message.parentId, [...(siblings.get(message.parentId) ?? []), message]);
    const { leafId, ...rest } = conversation;
    const path = activePath(messages, leafId);
    // A second round trip only for the files: questions carry them (issue #30), with fresh signed addresses.
    const attached = await deps.files.ofMessages(path.filter((message) => message.role === "user").map((m) => m.id));
    return {
      ...rest,
      messages: path.map((message) => ({
        id: message.id,
        parentId: message.parentId,
        role: message.role,
        content: deps.liveContent(message.id) ?? message.content,
        model: message.model,
        modelName: message.modelName,
        fallbackFrom: message.fallbackFrom,
        status: statusOf(message),
        timestamp: message.createdAt,
        /** This message's versions, oldest first (itself included): ‹ 2/3 ›. */
        versions: (siblings.get(message.parentId) ?? [message])
          .filter((sibling) => sibling.id === message.id || !isEmptyFailure(sibling))
          .map((sibling) => sibling.id),
        attachments: attached.get(message.id) ?? [],
        webSearch: message.webSearch,
        citations: storedCitations(message.citations),
      })),
    };
  }

  return {
    /**
     * Pinned first, then newest first, by keyset pages, optionally filtered by full-text search; archived
     * conversations only in their own view and in a search (docs/decisions.md D152). With a project, only
     * its conversations; without, the history leaves projects' conversations to their projects (D155).
     */
    async history(
      userId: string,
      options: { cursor?: string; limit?: number; q?: string; view?: HistoryView; projectId?: string },
    ) {
      const limit = options.limit ?? HISTORY_PAGE_SIZE;
      // Another person's project (or none) is not found, as every call about a project answers (issue #33).
      if (options.projectId && (await db.project.count({ where: { id: options.projectId, userId } })) === 0)
        throw new AppError("NOT_FOUND", say("chat.projectNotFound"));
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const query = options.q ? prefixQuery(options.q) : null;
      if (options.q && !query) return { conversations: [], nextCursor: null };
      const onlyIds = query ? await store.search(userId, query) : null;
      const scope = options.view ?? (query ? "all" : "history");
      const rows = await historyStore.page(userId, {
        onlyIds,
        after,
        limit: limit + 1,
        scope,
        projectId: options.projectId,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { conversations: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    /** The path on screen, each message with its versions. */
    conversation: view,

    /** Shows another version of a message, and the newest branch below it; the next question continues from there. */
    async selectVersion(userId: string, messageId: string) {
      const message = await store.message(userId, messageId);
      if (!message) throw new AppError("NOT_FOUND", say("chat.messageNotFound"));
      const messages = await store.tree(message.conversationId);
      await store.setLeaf(message.conversationId, newestLeaf(messages, messageId));
      return view(userId, message.conversationId);
    },

    async rename(userId: string, id: string, title: string) {
      const { count } = await db.conversation.updateMany({ where: { id, userId }, data: { title } });
      if (count === 0) throw conversationNotFound();
      return db.conversation.findUniqueOrThrow({ where: { id }, select: { id: true, title: true, updatedAt: true } });
    },

    /** Above the dated history, at most PINNED_CONVERSATIONS_MAX a person; pinning an archived one unarchives it. */
    async pin(userId: string, id: string) {
      const pinned = await historyStore.pin(userId, id, PINNED_CONVERSATIONS_MAX);
      if (pinned) return pinned;
      if (!(await historyStore.exists(userId, id))) throw conversationNotFound();
      throw new AppError("CONFLICT", say("chat.tooManyPinned", { max: PINNED_CONVERSATIONS_MAX }));
    },

    unpin: async (userId: string, id: string) => changed(await historyStore.unpin(userId, id)),

    /** Out of the history (and unpinned), still found by search and opened as before. */
    archive: async (userId: string, id: string) => changed(await historyStore.archive(userId, id)),

    unarchive: async (userId: string, id: string) => changed(await historyStore.unarchive(userId, id)),

    async remove(userId: string, id: string) {
      await deps.files.removeOfConversation(userId, id);
      const { count } = await db.conversation.deleteMany({ where: { id, userId } });
      if (count === 0) throw conversationNotFound();
      await deps.stopReplies(id);
      return { id };
    },
  };
}
