import { randomUUID } from "node:crypto";
import type { Role } from "../../../shared/roles";
import type { Db } from "../../lib/db";
import type { Metered } from "./metering";

/** The usage service's record of API turns (usage.service.ts), in a file of its own to keep that one short. */
export function createApiUsageRecorder(db: Db, now: () => Date) {
  /**
   * What one API turn consumed: its only trace, since API requests and replies are not stored.
   * Ends the turn's lease (unless null: already ended) in the same statement.
   */
  return async function recordApi(
    turn: {
      userId: string;
      apiKeyId: string;
      /** The workspace the key bills to (issue #35). */
      workspaceId?: string | null;
      model: string;
      status: "complete" | "stopped" | "failed";
      meter: Metered & { generationId: string | null; credits: number; plan: Role };
      /** The call searched the web (issue #31), and the search's share of its cost. */
      webSearch?: boolean;
      searchCostMicroUsd?: number | null;
    },
    lease: string | null,
  ): Promise<void> {
    const { meter } = turn;
    // On the raw pool, like the chat's writes: Prisma's typed API costs more CPU than the rest of a turn's end.
    await db.$pool.query({
      name: "usage-record-api",
      text: `with lease as (delete from "ReplyLease" where id = $14)
             insert into "ApiUsage" (id, "userId", "apiKeyId", model, status, "tokensIn", "tokensOut", "costMicroUsd",
                                     "generationId", "usageEstimated", credits, plan, "createdAt", "webSearch",
                                     "searchCostMicroUsd", "workspaceId")
             values ($1, $2, $3, $4, $5::"MessageStatus", $6, $7, $8, $9, $10, $11, $12::"Role", $13, $15, $16, $17)`,
      values: [
        randomUUID(),
        turn.userId,
        turn.apiKeyId,
        turn.model,
        turn.status,
        meter.tokensIn,
        meter.tokensOut,
        meter.costMicroUsd,
        meter.generationId,
        meter.estimated,
        meter.credits,
        meter.plan,
        now().toISOString(),
        lease,
        turn.webSearch === true,
        turn.searchCostMicroUsd ?? null,
        turn.workspaceId ?? null,
      ],
    });
  };
}
