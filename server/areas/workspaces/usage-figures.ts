import type { Db } from "../../lib/db";
import { IST_DAY } from "../usage";

/** One day's use of one member on one model, billed to the workspace: the dashboard's and the CSV's unit. */
export interface UsageRow {
  day: string;
  userId: string;
  model: string;
  modelName: string;
  /** Replies: assistant messages of the workspace's conversations and its API calls together. */
  messages: number;
  /** The API calls' part of `messages`. */
  apiMessages: number;
  tokensIn: number;
  tokensOut: number;
  credits: number;
}

/**
 * The workspace's metered replies on India's days `from` to `to`, per day, member and model: assistant messages
 * of conversations billed to it and API calls billed to it (docs/product/workspaces.md#usage-dashboard). Only
 * counts and sums are read, never a message's content. `userId` keeps one member's.
 */
export async function workspaceUsageRows(
  db: Db,
  range: { workspaceId: string; from: string; to: string; userId: string | null },
): Promise<UsageRow[]> {
  const { rows } = await db.$pool.query<UsageRow>({
    name: "workspace-usage-rows",
    text: `with turns as (
             select m."createdAt" as at, m.model, m."modelName" as "modelName", c."userId",
                    coalesce(m."tokensIn", 0) as "tokensIn", coalesce(m."tokensOut", 0) as "tokensOut", m.credits,
                    false as api
             from "Message" m join "Conversation" c on c.id = m."conversationId"
             where c."workspaceId" = $3 and m.role = 'assistant'
               and ${IST_DAY('m."createdAt"')} between $1::date and $2::date
               and ($4::text is null or c."userId" = $4::text)
             union all
             select a."createdAt", a.model, (select name from "Model" where "modelId" = a.model), a."userId",
                    a."tokensIn", a."tokensOut", a.credits, true
             from "ApiUsage" a
             where a."workspaceId" = $3 and ${IST_DAY('a."createdAt"')} between $1::date and $2::date
               and ($4::text is null or a."userId" = $4::text))
           select to_char(${IST_DAY("at")}, 'YYYY-MM-DD') as day, "userId", model,
                  coalesce(max("modelName"), model) as "modelName", count(*)::int as messages,
                  count(*) filter (where api)::int as "apiMessages", sum("tokensIn")::int as "tokensIn",
                  sum("tokensOut")::int as "tokensOut", sum(credits)::int as credits
           from turns where model is not null
           group by 1, 2, 3 order by 1, 2, 3`,
    values: [range.from, range.to, range.workspaceId, range.userId],
  });
  return rows;
}

/** Credits each member used for the workspace on `today`, and the workspace's use in the month up to it. */
export async function workspaceCapUse(db: Db, workspaceId: string, monthStart: string, today: string) {
  const { rows } = await db.$pool.query<{ userId: string; today: number; month: number }>({
    name: "workspace-cap-use",
    text: `select "userId", coalesce(sum(used) filter (where day = $3::date), 0)::int as today,
                  sum(used)::int as month
           from "WorkspaceUsageDay" where "workspaceId" = $1 and day between $2::date and $3::date
           group by "userId"`,
    values: [workspaceId, monthStart, today],
  });
  return {
    today: new Map(rows.map((row) => [row.userId, row.today])),
    month: rows.reduce((sum, row) => sum + row.month, 0),
  };
}
