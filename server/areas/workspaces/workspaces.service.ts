import { say } from "../../../shared/server-messages";
import type { MyWorkspace, WorkspaceView } from "../../../shared/workspaces";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import { MANAGERS, requireWorkspaceRole } from "./roles";
import { checkGstin } from "./workspace-details";

type Details = {
  name: string;
  gstin?: string | null;
  billingAddress: string;
  billingState: string;
  billingEmail: string;
};

const summaryColumns = {
  id: true,
  name: true,
  seats: true,
  paidUntil: true,
  suspendedAt: true,
  _count: { select: { members: true } },
} as const;

interface SummaryRow {
  id: string;
  name: string;
  seats: number;
  paidUntil: Date | null;
  suspendedAt: Date | null;
  _count: { members: number };
}

function summary(row: SummaryRow, role: MyWorkspace["role"], now: Date): MyWorkspace {
  return {
    id: row.id,
    name: row.name,
    role,
    seats: row.seats,
    paidUntil: row.paidUntil?.toISOString() ?? null,
    inForce: !row.suspendedAt && !!row.paidUntil && row.paidUntil > now,
    memberCount: row._count.members,
  };
}

/**
 * Workspaces (issue #35, docs/product/workspaces.md): creating one (its creator the owner), reading it (members the
 * summary, managers the billing details and seat counts too), my list, editing details and leaving.
 */
export function createWorkspacesService(deps: { db: Db; bus: ChangeBus; now: () => Date }) {
  const { db, bus, now } = deps;

  return {
    async create(userId: string, input: Details): Promise<WorkspaceView> {
      const gstin = input.gstin ?? null;
      checkGstin(gstin, input.billingState);
      const row = await db.workspace.create({
        data: {
          name: input.name,
          gstin,
          billingAddress: input.billingAddress,
          billingState: input.billingState,
          billingEmail: input.billingEmail,
          members: { create: { userId, role: "owner" } },
        },
        select: { id: true },
      });
      return this.get(userId, row.id);
    },

    async get(userId: string, workspaceId: string): Promise<WorkspaceView> {
      const role = await requireWorkspaceRole(db, workspaceId, userId);
      const at = now();
      const row = await db.workspace.findUniqueOrThrow({
        where: { id: workspaceId },
        select: {
          ...summaryColumns,
          gstin: true,
          billingAddress: true,
          billingState: true,
          billingEmail: true,
          createdAt: true,
        },
      });
      const base = { ...summary(row, role, at), suspended: !!row.suspendedAt };
      if (!MANAGERS.includes(role)) return { ...base, manage: null };
      const pending = await db.workspaceInvitation.count({
        where: { workspaceId, acceptedAt: null, revokedAt: null, expiresAt: { gt: at } },
      });
      const used = row._count.members + pending;
      return {
        ...base,
        manage: {
          gstin: row.gstin,
          billingAddress: row.billingAddress,
          billingState: row.billingState,
          billingEmail: row.billingEmail,
          pendingInvitations: pending,
          freeSeats: base.inForce ? Math.max(0, row.seats - used) : 0,
          createdAt: row.createdAt.toISOString(),
        },
      };
    },

    /** Mine, the oldest membership first (the order the sidebar's switch keeps). */
    async listMine(userId: string): Promise<MyWorkspace[]> {
      const at = now();
      const rows = await db.workspaceMember.findMany({
        where: { userId },
        orderBy: [{ createdAt: "asc" }, { workspaceId: "asc" }],
        select: { role: true, workspace: { select: summaryColumns } },
      });
      return rows.map((row) => summary(row.workspace, row.role, at));
    },

    /** Managers edit the details; a GSTIN is checked against the billing state as it will be after the change. */
    async update(userId: string, workspaceId: string, input: Partial<Details>): Promise<WorkspaceView> {
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      const current = await db.workspace.findUniqueOrThrow({
        where: { id: workspaceId },
        select: { gstin: true, billingState: true },
      });
      const gstin = input.gstin === undefined ? current.gstin : input.gstin;
      checkGstin(gstin, input.billingState ?? current.billingState);
      // The name is part of every seat read from memory (access.ts): the copies are dropped when this commits.
      await bus.transaction(async (tx, publish) => {
        await tx.workspace.update({
          where: { id: workspaceId },
          data: {
            name: input.name,
            gstin: input.gstin,
            billingAddress: input.billingAddress,
            billingState: input.billingState,
            billingEmail: input.billingEmail,
          },
        });
        publish("workspace", workspaceId);
      });
      return this.get(userId, workspaceId);
    },

    /** A member or admin leaves; their seat is free at once, on every instance. */
    async leave(userId: string, workspaceId: string): Promise<{ left: true }> {
      const role = await requireWorkspaceRole(db, workspaceId, userId);
      if (role === "owner") throw new AppError("CONFLICT", say("workspaces.ownerCannotLeave"));
      await bus.transaction(async (tx, publish) => {
        await tx.workspaceMember.deleteMany({ where: { workspaceId, userId, role: { not: "owner" } } });
        publish("workspace", workspaceId);
      });
      return { left: true };
    },
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
