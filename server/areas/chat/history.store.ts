import type { HistoryView } from "../../../shared/chat";
import { say } from "../../../shared/server-messages";
import { hasControlCharacters } from "../../../shared/text";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";

/** One conversation in the history sidebar. */
export interface HistoryRow {
  id: string;
  title: string;
  preview: string;
  updatedAt: Date;
  messageCount: number;
  pinnedAt: Date | null;
  archivedAt: Date | null;
  projectId: string | null;
}

/** Where a page ends: in the pinned run (keyed by pinnedAt) or in the rest (keyed by updatedAt). */
export interface HistoryCursor {
  pinned: boolean;
  at: Date;
  id: string;
}

export const encodeCursor = (row: HistoryRow): string => {
  const cursor = row.pinnedAt ? `p|${row.pinnedAt.toISOString()}` : `u|${row.updatedAt.toISOString()}`;
  return Buffer.from(`${cursor}|${row.id}`).toString("base64url");
};

export function decodeCursor(value: string): HistoryCursor {
  const parts = Buffer.from(value, "base64url").toString().split("|");
  // A cursor from before pins (`iso|id`) was always in the dated run.
  const [phase, iso, id] = parts.length === 2 ? ["u", ...parts] : parts;
  const at = new Date(iso ?? "");
  // The id goes to PostgreSQL, which refuses NUL: a forged cursor is bad input, not a 500.
  if (!id || hasControlCharacters(id) || (phase !== "p" && phase !== "u") || Number.isNaN(at.getTime()))
    throw new AppError("BAD_REQUEST", say("chat.invalidCursor"));
  return { pinned: phase === "p", at, id };
}

/** Which rows a page lists: the history (archived left out), only the archived, or both (a search). */
export type HistoryScope = HistoryView | "all";

const HISTORY_COLUMNS = `id, title, preview, "updatedAt", "messageCount", "pinnedAt", "archivedAt", "projectId"`;
/**
 * A project's page holds its conversations only; the history leaves every project's out (they show inside
 * their project, docs/decisions.md D155), the archived view and a search include them.
 */
const PROJECT_SCOPE = `(case when $8::text is not null then "projectId" = $8 else ($6::text <> 'history' or "projectId" is null) end)`;
const PIN_COLUMNS = `id, "pinnedAt", "archivedAt"`;

export interface PinState {
  id: string;
  pinnedAt: Date | null;
  archivedAt: Date | null;
}

/**
 * The history's reads and the pin and archive writes (issue #33, docs/decisions.md D152). Plain SQL:
 * pin and archive leave `updatedAt` alone (Prisma's @updatedAt would move the conversation to Today).
 */
export function createHistoryStore(db: Db) {
  async function update(sql: string, values: unknown[]): Promise<PinState | undefined> {
    const { rows } = await db.$pool.query<PinState>(sql, values);
    return rows[0];
  }

  return {
    /**
     * The sidebar's read, on every open: pinned first (newest pin first), then the rest newest first, by
     * keyset pages. Each run is read from its own index (userId, pinnedAt desc, id desc — a person has at
     * most 20 pins; userId, updatedAt desc, id desc), `limit` rows at most from each, so a page costs what
     * it did before pins. Among `onlyIds` when a search gave them.
     */
    async page(
      userId: string,
      options: {
        onlyIds: string[] | null;
        after: HistoryCursor | null;
        limit: number;
        scope: HistoryScope;
        projectId?: string;
      },
    ): Promise<HistoryRow[]> {
      const { rows } = await db.$pool.query<HistoryRow>({
        // Named: prepared once per connection, not parsed and planned on every page.
        name: "chat-history-page-pinned",
        text: `select * from (
          (select ${HISTORY_COLUMNS} from "Conversation"
           where "userId" = $1 and "pinnedAt" is not null and $6::text <> 'archived'
             and ($2::text[] is null or id = any($2))
             and ($3::timestamp is null or ($5::boolean and ("pinnedAt", id) < ($3, $4)))
             and ${PROJECT_SCOPE}
           order by "pinnedAt" desc, id desc
           limit $7)
          union all
          (select ${HISTORY_COLUMNS} from "Conversation"
           where "userId" = $1 and "pinnedAt" is null
             and ($6::text = 'all' or ("archivedAt" is not null) = ($6::text = 'archived'))
             and ($2::text[] is null or id = any($2))
             and ($3::timestamp is null or $5::boolean or ("updatedAt", id) < ($3, $4))
             and ${PROJECT_SCOPE}
           order by "updatedAt" desc, id desc
           limit $7)
        ) page
        order by "pinnedAt" is null, "pinnedAt" desc, case when "pinnedAt" is null then "updatedAt" end desc, id desc
        limit $7`,
        values: [
          userId,
          options.onlyIds,
          options.after?.at.toISOString() ?? null,
          options.after?.id ?? "",
          options.after?.pinned ?? false,
          options.scope,
          options.limit,
          options.projectId ?? null,
        ],
      });
      return rows;
    },

    /** Pins (and unarchives) unless `max` others are pinned already; undefined: none such, or the limit. */
    pin: (userId: string, id: string, max: number) =>
      db.$transaction(async (tx) => {
        // One pin at a time per person: two at once could each count 19 others and make 21.
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`conversation-pins:${userId}`}, 0))`;
        const rows = await tx.$queryRawUnsafe<PinState[]>(
          `update "Conversation" set "pinnedAt" = coalesce("pinnedAt", $3::timestamp), "archivedAt" = null
           where id = $1 and "userId" = $2
             and ("pinnedAt" is not null
               or (select count(*) from "Conversation" where "userId" = $2 and "pinnedAt" is not null) < $4)
           returning ${PIN_COLUMNS}`,
          id,
          userId,
          new Date().toISOString(),
          max,
        );
        return rows[0];
      }),

    unpin: (userId: string, id: string) =>
      update(`update "Conversation" set "pinnedAt" = null where id = $1 and "userId" = $2 returning ${PIN_COLUMNS}`, [
        id,
        userId,
      ]),

    /** Archives (and unpins): the conversation leaves the history, not the search. */
    archive: (userId: string, id: string) =>
      update(
        `update "Conversation" set "archivedAt" = coalesce("archivedAt", $3::timestamp), "pinnedAt" = null
         where id = $1 and "userId" = $2 returning ${PIN_COLUMNS}`,
        [id, userId, new Date().toISOString()],
      ),

    unarchive: (userId: string, id: string) =>
      update(`update "Conversation" set "archivedAt" = null where id = $1 and "userId" = $2 returning ${PIN_COLUMNS}`, [
        id,
        userId,
      ]),

    async exists(userId: string, id: string): Promise<boolean> {
      return (await db.conversation.count({ where: { id, userId } })) > 0;
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
