import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { BilledWorkspace } from "../usage";

/**
 * The seat a person holds in a workspace now, or null: `services.workspaceAccess.seatFor`
 * (server/areas/workspaces/access.ts), from memory and dropped on every instance by the change bus.
 */
export type SeatLookup = (userId: string, workspaceId: string) => Promise<BilledWorkspace | null>;

/** Who a turn runs as and what it is billed to. */
export interface Payer<V> {
  viewer: V;
  workspace?: BilledWorkspace;
}

/**
 * What a turn is billed to (issue #35, docs/product/workspaces.md#billing-context): the person's own plan, or a
 * workspace where they hold a seat, on Enterprise's terms (models, allowance, replies at once, web search,
 * priority in line). Without a seat the turn is refused before anything is charged or sent.
 */
export function createTurnBilling(deps: { db: Db; seatFor: SeatLookup; now: () => Date }) {
  const { db, now } = deps;

  /**
   * The refusal of a turn billed to a workspace where the person holds no seat: 403 naming it when they know it
   * (their conversation or key is billed there, or they are a member of it without seats in force), 404 to a
   * stranger, who learns nothing of a workspace (docs/product/workspaces.md#roles).
   */
  async function noSeat(userId: string, workspaceId: string, known: boolean, key: "noSeat" | "keyNoSeat") {
    const { rows } = await db.$pool.query<{ name: string; member: boolean }>({
      name: "workspace-billing-name",
      text: `select w.name, exists (select 1 from "WorkspaceMember" m
                                    where m."workspaceId" = w.id and m."userId" = $2) as member
             from "Workspace" w where w.id = $1`,
      values: [workspaceId, userId],
    });
    const row = rows[0];
    if (!row || (!known && !row.member)) return new AppError("NOT_FOUND", say("workspaces.notFound"));
    return new AppError("FORBIDDEN", say(`workspaceBilling.${key}`, { workspace: row.name }), {
      extra: { workspaceId },
    });
  }

  return {
    noSeat,

    /**
     * The workspaces where the person holds a seat now, by name: what the chat's switch and the API keys' "Bill to"
     * offer besides Personal. Empty for most people, and the switch is then not shown at all.
     */
    async choices(userId: string): Promise<Array<{ id: string; name: string }>> {
      const { rows } = await db.$pool.query<{ id: string; name: string }>({
        name: "workspace-billing-choices",
        text: `select w.id, w.name from "WorkspaceMember" m join "Workspace" w on w.id = m."workspaceId"
               where m."userId" = $1 and w."paidUntil" > $2 and w."suspendedAt" is null
               order by lower(w.name), w.id`,
        values: [userId, now()],
      });
      return rows;
    },

    /**
     * Who a turn billed to `workspaceId` (null: the person's own plan) runs as. `known`: the workspace comes from
     * the person's conversation or key, not from their input.
     */
    async payer<V extends { id: string; role: Role }>(
      viewer: V,
      workspaceId: string | null | undefined,
      known: boolean,
    ): Promise<Payer<V>> {
      if (!workspaceId) return { viewer };
      const seat = await deps.seatFor(viewer.id, workspaceId);
      if (!seat) throw await noSeat(viewer.id, workspaceId, known, "noSeat");
      const { workspaceName, dailyCap, monthlyCap } = seat;
      return {
        viewer: { ...viewer, role: "enterprise" },
        workspace: { workspaceId, workspaceName, dailyCap, monthlyCap },
      };
    },

    /** The workspace a conversation is billed to (regenerate and continue answer in it). */
    async workspaceOf(conversationId: string): Promise<string | null> {
      const { rows } = await db.$pool.query<{ workspaceId: string | null }>({
        name: "chat-conversation-workspace",
        text: `select "workspaceId" from "Conversation" where id = $1`,
        values: [conversationId],
      });
      return rows[0]?.workspaceId ?? null;
    },
  };
}

export type TurnBilling = ReturnType<typeof createTurnBilling>;
