import type { Citation } from "../../../shared/citations";
import type { Role } from "../../../shared/roles";
import type { ChangeBus } from "../../core/change-bus";
import type { Db } from "../../lib/db";
import type { Metered } from "../usage";

/** How many earlier messages go to the model as context. */
const CONTEXT_MESSAGES = 40;
/** Deep enough for any real conversation; a bound on the recursive walk all the same. */
const MAX_DEPTH = 2_000;

/** A message of the context, with its id and whether files are attached to it. */
export interface ContextTurn {
  id: string;
  role: "user" | "assistant";
  content: string;
  hasFiles: boolean;
}

export type StoredStatus = "complete" | "stopped" | "failed" | "streaming";

export interface TreeMessage {
  id: string;
  parentId: string | null;
  role: string;
  content: string;
  model: string | null;
  modelName: string | null;
  status: StoredStatus;
  createdAt: Date;
  updatedAt: Date;
  /** A reply that searched the web, and its sources as stored (JSON, read with storedCitations). */
  webSearch: boolean;
  citations: unknown;
  /** Another model wrote it because the one asked was unavailable (issue #34): the asked model's name. */
  fallbackFrom: string | null;
}

/** The first write of a turn: the conversation (if new) and the question (unless regenerated), with the reply begun. */
export interface ReplyStart {
  userId: string;
  conversationId: string;
  /** A new conversation: its title, its project (issue #33) and the workspace it is billed to (issue #35). */
  newConversation: { title: string; projectId?: string | null; workspaceId?: string | null } | null;
  /**
   * `attachments`: files uploaded for it, tied to it (and its conversation) in the same statement;
   * `carried`: files of the question an edited one replaces, copied to it (new ids, the same bytes).
   */
  question: {
    id: string;
    parentId: string | null;
    content: string;
    at: Date;
    attachments?: string[];
    carried?: Array<{ id: string; from: string }>;
  } | null;
  /** `model`: the model that answers; `fallbackFrom`: the one asked, when another answers instead (issue #34). */
  reply: {
    id: string;
    parentId: string;
    content: string;
    model: { modelId: string; name: string };
    fallbackFrom?: string | null;
    at: Date;
  };
  preview: string;
  /** The turn searches the web: the reply says so, and the conversation remembers the choice (issue #31)… */
  webSearch: boolean;
  /** …unless the turn made none (continuing a stopped reply): then the conversation keeps its own. */
  keepChoice?: boolean;
}

export interface ReplyEnd {
  conversationId: string;
  id: string;
  content: string;
  status: "complete" | "stopped" | "failed";
  at: Date;
  preview: string | null;
  meter: Metered & { generationId: string | null; credits: number; plan: Role };
  /** The reply's lease among the person's concurrent replies, ended in the same statement (null: already ended). */
  lease: string | null;
  /** A searched reply's sources (safe already) and the search's share of its cost; null otherwise. */
  citations?: Citation[] | null;
  searchCostMicroUsd?: number | null;
}

/** What a project gives each turn in it (issue #33): its instructions and its reference files' text. */
export interface ProjectContext {
  instructions: string;
  /** Documents only (an image has no text), oldest first. */
  files: Array<{ name: string; text: string }>;
}

const MESSAGE_COLUMNS = `id, "parentId", role, content, model, "modelName", status, "createdAt", "updatedAt", "webSearch", citations,
                         "fallbackFrom"`;

/**
 * The chat's statements on the raw pool: each write is one round trip. A write
 * to a reply that a reader on another instance follows (`announce`) announces
 * itself on the change bus in the same statement, so that reader learns of it
 * when (and only if) it commits; the others notify nobody (docs/architecture.md#a-chat-turns-road).
 */
export function createChatStore(db: Db, bus: ChangeBus) {
  const notice = (id: string) => bus.notification("reply", id);
  /** The statement's last words: announce the reply (its id in the two parameters after `at`), or not. */
  const said = (announce: boolean, at: number, from = "") =>
    announce ? `select pg_notify($${at}, $${at + 1})${from}` : `select 1${from}`;

  return {
    /** The messages from the root down to `leafId`, with the conversation's whole tree for versions. */
    async tree(conversationId: string): Promise<TreeMessage[]> {
      const { rows } = await db.$pool.query<TreeMessage>({
        name: "chat-tree",
        text: `select ${MESSAGE_COLUMNS} from "Message" where "conversationId" = $1 order by "createdAt", id`,
        values: [conversationId],
      });
      return rows;
    },

    async message(userId: string, id: string) {
      const { rows } = await db.$pool.query<TreeMessage & { conversationId: string }>({
        name: "chat-owned-message",
        text: `select m.id, m."parentId", m.role, m.content, m.model, m."modelName", m.status, m."createdAt",
                      m."updatedAt", m."webSearch", m.citations, m."fallbackFrom", m."conversationId"
               from "Message" m join "Conversation" c on c.id = m."conversationId"
               where m.id = $1 and c."userId" = $2`,
        values: [id, userId],
      });
      return rows[0] ?? null;
    },

    /** Wakes the readers elsewhere of a reply, after what was written of it so far. */
    async announce(id: string) {
      await db.$pool.query("select pg_notify($1, $2)", notice(id));
    },

    /** Whether any message has this id, whoever's it is. */
    async exists(id: string) {
      const { rowCount } = await db.$pool.query('select 1 from "Message" where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },

    /**
     * The caller's conversation with its branch on screen and, in the same round trip (a follow-up
     * question waits for it), the message a question is anchored to, if it belongs to that conversation.
     */
    async conversation(userId: string, id: string, anchorId: string | null) {
      const { rows } = await db.$pool.query<{
        leafId: string | null;
        anchorId: string | null;
        anchorRole: string | null;
        anchorParentId: string | null;
        webSearch: boolean;
        projectId: string | null;
        workspaceId: string | null;
      }>({
        name: "chat-owned-conversation",
        text: `select c."leafId", c."webSearch", c."projectId", c."workspaceId", m.id as "anchorId", m.role as "anchorRole", m."parentId" as "anchorParentId"
               from "Conversation" c left join "Message" m on m.id = $3 and m."conversationId" = c.id
               where c.id = $1 and c."userId" = $2`,
        values: [id, userId, anchorId],
      });
      const row = rows[0];
      if (!row) return null;
      return {
        leafId: row.leafId,
        webSearch: row.webSearch,
        projectId: row.projectId,
        workspaceId: row.workspaceId,
        anchor: row.anchorId ? { id: row.anchorId, role: row.anchorRole, parentId: row.anchorParentId } : null,
      };
    },

    /**
     * The model's context: the newest messages on the path ending at `fromId`, oldest first, each saying
     * whether it carries files (read only then: a conversation without files costs no more round trips).
     */
    async context(conversationId: string, fromId: string | null): Promise<ContextTurn[]> {
      if (!fromId) return [];
      const { rows } = await db.$pool.query<{ id: string; role: string; content: string; hasFiles: boolean }>({
        name: "chat-context",
        text: `with recursive path as (
                 select id, "parentId", role, content, 0 as depth from "Message"
                 where id = $1 and "conversationId" = $2
                 union all
                 select m.id, m."parentId", m.role, m.content, path.depth + 1 from "Message" m
                 join path on m.id = path."parentId"
                 where path.depth < $4)
               select id, role, content,
                      exists (select 1 from "Attachment" a where a."messageId" = path.id) as "hasFiles"
               from path where content <> '' order by depth limit $3`,
        values: [fromId, conversationId, CONTEXT_MESSAGES, MAX_DEPTH],
      });
      return rows.reverse().map((row) => ({
        id: row.id,
        role: row.role === "user" ? "user" : "assistant",
        content: row.content,
        hasFiles: row.hasFiles,
      }));
    },

    /**
     * A project's instructions and reference files' text (issue #33), by the project when it is the person's
     * (a chat started inside it), or by a conversation in it (regenerate, continue); null otherwise.
     */
    async project(
      by: { userId: string; projectId: string } | { conversationId: string },
    ): Promise<ProjectContext | null> {
      const owned = "projectId" in by;
      const { rows } = await db.$pool.query<ProjectContext>({
        name: owned ? "chat-project" : "chat-conversation-project",
        text: `select p.instructions,
                      coalesce((select json_agg(json_build_object('name', a.name, 'text', a.text)
                                                order by a."createdAt", a.id)
                                from "Attachment" a where a."projectId" = p.id and a.text is not null), '[]') as files
               from "Project" p
               ${owned ? `where p.id = $1 and p."userId" = $2` : `join "Conversation" c on c."projectId" = p.id where c.id = $1`}`,
        values: owned ? [by.projectId, by.userId] : [by.conversationId],
      });
      return rows[0] ?? null;
    },

    /** Which branch is on screen. Not a change the history is ordered by, so updatedAt stays. */
    /** The conversation's "Search the web" choice, as its last question left it (issue #31). */
    async webSearchOf(conversationId: string): Promise<boolean> {
      const { rows } = await db.$pool.query<{ webSearch: boolean }>({
        name: "chat-conversation-web-search",
        text: `select "webSearch" from "Conversation" where id = $1`,
        values: [conversationId],
      });
      return rows[0]?.webSearch === true;
    },

    async setLeaf(conversationId: string, leafId: string) {
      await db.$pool.query(`update "Conversation" set "leafId" = $2 where id = $1`, [conversationId, leafId]);
    },

    /** One statement: the conversation, the question and the reply (streaming), made the branch on screen. */
    async begin(start: ReplyStart, announce: boolean) {
      const { question, reply, newConversation } = start;
      const count = question ? 2 : 1;
      const values: unknown[] = [
        start.conversationId,
        reply.id,
        reply.parentId,
        reply.content,
        reply.model.modelId,
        reply.model.name,
        reply.at.toISOString(),
        start.preview,
        count,
        start.webSearch,
        ...(announce ? notice(reply.id) : []),
      ];
      const conversation = newConversation
        ? `conversation as (
             insert into "Conversation" (id, "userId", title, preview, "messageCount", "leafId", "createdAt", "updatedAt",
                                         "webSearch", "projectId", "workspaceId")
             values ($1, $${values.push(start.userId)}, $${values.push(newConversation.title)}, $8, $9, $2, $7, $7, $10,
                     $${values.push(newConversation.projectId ?? null)}, $${values.push(newConversation.workspaceId ?? null)})),`
        : `conversation as (
             update "Conversation" set "messageCount" = "messageCount" + $9, "leafId" = $2, preview = $8, "updatedAt" = $7,
                                       "webSearch" = ${start.keepChoice ? `"webSearch"` : "$10"}
             where id = $1),`;
      const questionRow = question
        ? `asked as (
             insert into "Message" (id, "conversationId", "parentId", role, content, status, "createdAt", "updatedAt")
             values ($${values.push(question.id)}, $1, $${values.push(question.parentId)}, 'user',
                     $${values.push(question.content)}, 'complete', $${values.push(question.at.toISOString())}, $7)),`
        : "";
      const files = question?.attachments?.length ? question.attachments : null;
      // The question's files become its own, unless another turn took them first (issue #30).
      const attached = files
        ? `attached as (
             update "Attachment" set "conversationId" = $1, "messageId" = $${values.push(question?.id)}
             where id = any($${values.push(files)}::text[]) and "userId" = $${values.push(start.userId)}
               and "messageId" is null),`
        : "";
      const copies = question?.carried?.length ? question.carried : null;
      const carried = copies
        ? `carried as (
             insert into "Attachment" (id, "userId", "conversationId", "messageId", kind, mime, name, bytes, width,
                                       height, pages, text, truncated, tokens, "storageKey", "createdAt")
             select c.id, a."userId", $1, $${values.push(question?.id)}, a.kind, a.mime, a.name, a.bytes, a.width,
                    a.height, a.pages, a.text, a.truncated, a.tokens, a."storageKey", a."createdAt"
             from unnest($${values.push(copies.map((copy) => copy.id))}::text[],
                         $${values.push(copies.map((copy) => copy.from))}::text[]) as c(id, source)
             join "Attachment" a on a.id = c.source and a."userId" = $${values.push(start.userId)}
                                and a."conversationId" = $1),`
        : "";
      // A few shapes, each a prepared statement of its own: the server parses and plans it once per connection.
      await db.$pool.query({
        name: `chat-begin-${newConversation ? "new" : "old"}${start.keepChoice ? "-kept" : ""}-${question ? "asked" : "again"}${files ? "-files" : ""}${copies ? "-carried" : ""}${announce ? "-said" : ""}`,
        text: `with ${conversation} ${questionRow} ${attached} ${carried}
               reply as (
                 insert into "Message" (id, "conversationId", "parentId", role, content, model, "modelName", status,
                                        "createdAt", "updatedAt", "webSearch", "fallbackFrom")
                 values ($2, $1, $3, 'assistant', $4, $5, $6, 'streaming', $7, $7, $10,
                         $${values.push(reply.fallbackFrom ?? null)}))
               ${said(announce, 11)}`,
        values,
      });
    },

    /**
     * The text so far of a reply still streaming (also its sign of life: see `isStale`). False when the
     * reply is gone: its conversation was deleted.
     */
    async flush(id: string, content: string, at: Date, announce: boolean): Promise<boolean> {
      const { rowCount } = await db.$pool.query({
        name: announce ? "chat-flush-reply-said" : "chat-flush-reply",
        text: `with reply as (
                 update "Message" set content = $2, "updatedAt" = $3 where id = $1 and status = 'streaming' returning id)
               ${said(announce, 4, " from reply")}`,
        values: [id, content, at.toISOString(), ...(announce ? notice(id) : [])],
      });
      return (rowCount ?? 0) > 0;
    },

    /**
     * The reply's whole text, how it ended and what it cost, with the conversation's preview and time,
     * and the end of its lease: one round trip where there were two. False when the reply was not
     * there to keep: its conversation was deleted while it was written (the lease ends all the same).
     */
    async end(end: ReplyEnd, announce: boolean): Promise<boolean> {
      const { rows } = await db.$pool.query<{ kept: boolean }>({
        name: announce ? "chat-end-reply-said" : "chat-end-reply",
        text: `with lease as (delete from "ReplyLease" where id = $14),
               reply as (
                 update "Message"
                 set content = $2, status = $3::"MessageStatus", "updatedAt" = $4, "tokensIn" = $5, "tokensOut" = $6,
                     "costMicroUsd" = $7, "generationId" = $8, "usageEstimated" = $9, credits = $10, plan = $11::"Role",
                     citations = $15::jsonb, "searchCostMicroUsd" = $16
                 where id = $1 returning id),
               conversation as (
                 update "Conversation" set preview = coalesce($12, preview), "updatedAt" = $4
                 where id = $13 and exists (select 1 from reply))
               select ${announce ? "pg_notify($17, $18), " : ""}exists (select 1 from reply) as kept`,
        values: [
          end.id,
          end.content,
          end.status,
          end.at.toISOString(),
          end.meter.tokensIn,
          end.meter.tokensOut,
          end.meter.costMicroUsd,
          end.meter.generationId,
          end.meter.estimated,
          end.meter.credits,
          end.meter.plan,
          end.preview,
          end.conversationId,
          end.lease,
          end.citations ? JSON.stringify(end.citations) : null,
          end.searchCostMicroUsd ?? null,
          ...(announce ? notice(end.id) : []),
        ],
      });
      return rows[0]?.kept === true;
    },

    /** A reply whose server went away mid-stream: what arrived is kept, as stopped. */
    async settleAbandoned(id: string, before: Date) {
      // Always announced: rare, and every reader of it elsewhere is waiting for its end.
      await db.$pool.query(
        `with reply as (
           update "Message" set status = 'stopped' where id = $1 and status = 'streaming' and "updatedAt" < $2
           returning id)
         select pg_notify($3, $4) from reply`,
        [id, before.toISOString(), ...notice(id)],
      );
    },

    async reply(id: string) {
      const { rows } = await db.$pool.query<Pick<TreeMessage, "content" | "status" | "updatedAt" | "citations">>({
        name: "chat-read-reply",
        text: `select content, status, "updatedAt", citations from "Message" where id = $1`,
        values: [id],
      });
      return rows[0] ?? null;
    },

    /** The person's conversations matching a full-text query (prefix words), in their titles or messages. */
    async search(userId: string, query: string): Promise<string[]> {
      const { rows } = await db.$pool.query<{ id: string }>(
        `select c.id from "Conversation" c
         where c."userId" = $1
           and (c."titleSearch" @@ to_tsquery('english', $2)
             or exists (select 1 from "Message" m
                        where m."conversationId" = c.id and m."contentSearch" @@ to_tsquery('english', $2)))`,
        [userId, query],
      );
      return rows.map((row) => row.id);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
