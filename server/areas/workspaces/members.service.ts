import { say } from "../../../shared/server-messages";
import type { WorkspaceMembers } from "../../../shared/workspaces";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import { lockWorkspace } from "./billing-apply";
import { MANAGERS, requireWorkspaceRole } from "./roles";

const memberColumns = {
  userId: true,
  role: true,
  createdAt: true,
  user: { select: { name: true, email: true } },
} as const;

const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;

/**
 * A workspace's members (docs/product/workspaces.md#roles): managers see everyone, a member the count and
 * themselves; only the owner makes or unmakes admins; managers remove anyone but the owner. Every change publishes
 * the workspace on the change bus in its transaction, so seats read from memory (access.ts) follow at once.
 */
export function createWorkspaceMembers(deps: { db: Db; bus: ChangeBus }) {
  const { db, bus } = deps;

  /** The member row, or 404; the owner's row refused: nobody changes or removes the owner. */
  async function notOwner(workspaceId: string, userId: string) {
    const row = await db.workspaceMember.findUnique({
      where: { workspaceId_userId: { workspaceId, userId } },
      select: { role: true },
    });
    if (!row) throw new AppError("NOT_FOUND", say("workspaces.memberNotFound"));
    if (row.role === "owner") throw new AppError("CONFLICT", say("workspaces.ownerStays"));
  }

  return {
    async list(viewerId: string, workspaceId: string): Promise<WorkspaceMembers> {
      const role = await requireWorkspaceRole(db, workspaceId, viewerId);
      const manager = MANAGERS.includes(role);
      const [count, rows] = await Promise.all([
        db.workspaceMember.count({ where: { workspaceId } }),
        db.workspaceMember.findMany({
          where: manager ? { workspaceId } : { workspaceId, userId: viewerId },
          orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
          select: memberColumns,
        }),
      ]);
      const members = rows
        .map((row) => ({
          userId: row.userId,
          name: row.user.name,
          email: row.user.email,
          role: row.role,
          joinedAt: row.createdAt.toISOString(),
        }))
        .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
      return { count, members };
    },

    /** The owner makes a member an admin or an admin a member again. */
    async setRole(viewerId: string, input: { workspaceId: string; memberId: string; role: "member" | "admin" }) {
      await requireWorkspaceRole(db, input.workspaceId, viewerId, ["owner"]);
      await notOwner(input.workspaceId, input.memberId);
      await bus.transaction(async (tx, publish) => {
        await tx.workspaceMember.updateMany({
          where: { workspaceId: input.workspaceId, userId: input.memberId, role: { not: "owner" } },
          data: { role: input.role },
        });
        publish("workspace", input.workspaceId);
      });
      return { userId: input.memberId, role: input.role };
    },

    /**
     * The owner hands the workspace to another member, who becomes its owner; the old owner stays on as an admin.
     * Both rows change in one transaction under the workspace's lock, so there is always exactly one owner.
     */
    async transferOwnership(viewerId: string, input: { workspaceId: string; memberId: string }) {
      await requireWorkspaceRole(db, input.workspaceId, viewerId, ["owner"]);
      if (input.memberId === viewerId) throw new AppError("CONFLICT", say("workspaces.alreadyOwner"));
      await notOwner(input.workspaceId, input.memberId);
      await bus.transaction(async (tx, publish) => {
        await lockWorkspace(tx, input.workspaceId);
        const stepped = await tx.workspaceMember.updateMany({
          where: { workspaceId: input.workspaceId, userId: viewerId, role: "owner" },
          data: { role: "admin" },
        });
        if (stepped.count === 0) throw new AppError("FORBIDDEN", say("workspaces.ownerOnly"));
        const made = await tx.workspaceMember.updateMany({
          where: { workspaceId: input.workspaceId, userId: input.memberId },
          data: { role: "owner" },
        });
        if (made.count === 0) throw new AppError("NOT_FOUND", say("workspaces.memberNotFound"));
        publish("workspace", input.workspaceId);
      });
      return { userId: input.memberId, role: "owner" as const };
    },

    /** Managers remove anyone but the owner; the seat (and Enterprise through it) goes on every instance at once. */
    async remove(viewerId: string, input: { workspaceId: string; memberId: string }): Promise<{ removed: true }> {
      await requireWorkspaceRole(db, input.workspaceId, viewerId, MANAGERS);
      await notOwner(input.workspaceId, input.memberId);
      await bus.transaction(async (tx, publish) => {
        await tx.workspaceMember.deleteMany({
          where: { workspaceId: input.workspaceId, userId: input.memberId, role: { not: "owner" } },
        });
        publish("workspace", input.workspaceId);
      });
      return { removed: true };
    },
  };
}

export type WorkspaceMembersService = ReturnType<typeof createWorkspaceMembers>;
