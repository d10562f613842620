import type { ChangeBus } from "../../core/change-bus";
import type { WorkspaceRole } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";

/**
 * Whether a person holds a seat in a workspace now (docs/product/workspaces.md#seats): a member of a workspace
 * that is not suspended and whose seats are paid until a moment still ahead. A seat gives Enterprise's models,
 * allowance and API access for what is billed to the workspace.
 *
 * Read on every turn and API call billed to a workspace, so served from memory; every change to a workspace's
 * members, seats, caps or standing publishes its id on the change bus (topic "workspace") when it commits, and
 * every instance drops its copies at once: a removed member loses the seat within milliseconds everywhere.
 */
export interface WorkspaceSeat {
  workspaceId: string;
  workspaceName: string;
  role: WorkspaceRole;
  /** Credits the member may use for the workspace per day (India's calendar); null: no cap of its own. */
  dailyCap: number | null;
  /** Credits the whole workspace may use per calendar month; null: none. */
  monthlyCap: number | null;
}

interface SeatRow extends WorkspaceSeat {
  paidUntil: Date | null;
  suspended: boolean;
}

const SEAT_CACHE_MS = 30_000;

export function createWorkspaceAccess(deps: { db: Db; bus: ChangeBus; now: () => Date }) {
  const { db, bus, now } = deps;
  const rows = bus.cache<SeatRow | null>({ ttlMs: SEAT_CACHE_MS, maxEntries: 50_000 });
  bus.subscribe("workspace", (workspaceId) => rows.deleteGroup(workspaceId));

  async function load(userId: string, workspaceId: string): Promise<SeatRow | null> {
    const { rows: found } = await db.$pool.query<SeatRow>({
      name: "workspace-seat",
      text: `select w.id as "workspaceId", w.name as "workspaceName", m.role::text as role,
                    coalesce(m."dailyCap", w."memberDailyCap") as "dailyCap", w."monthlyCap",
                    w."paidUntil", w."suspendedAt" is not null as suspended
             from "WorkspaceMember" m join "Workspace" w on w.id = m."workspaceId"
             where m."workspaceId" = $1 and m."userId" = $2`,
      values: [workspaceId, userId],
    });
    return found[0] ?? null;
  }

  return {
    /** The seat `userId` holds in `workspaceId` now, or null (not a member, suspended, or seats unpaid). */
    async seatFor(userId: string, workspaceId: string): Promise<WorkspaceSeat | null> {
      const row = await rows.get(`${workspaceId}/${userId}`, () => load(userId, workspaceId), workspaceId);
      if (!row || row.suspended || !row.paidUntil || row.paidUntil <= now()) return null;
      const { paidUntil: _paid, suspended: _suspended, ...seat } = row;
      return seat;
    },
  };
}

export type WorkspaceAccess = ReturnType<typeof createWorkspaceAccess>;
