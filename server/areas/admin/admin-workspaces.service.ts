import { say } from "../../../shared/server-messages";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { AdminViewer } from "../../core/session.service";
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { workspaceMonthly, workspacesMrr } from "./recurring-revenue";
import { likeLiteral } from "./search";

/** Where a workspace stands: seats in force, suspended, paid once but past paidUntil, or never paid. */
export type WorkspaceStanding = "active" | "suspended" | "lapsed" | "unpaid";

interface Row {
  id: string;
  name: string;
  ownerEmail: string | null;
  seats: number;
  members: number;
  pending: number;
  period: "monthly" | "yearly" | null;
  paidUntil: Date | null;
  suspendedAt: Date | null;
  suspendReason: string | null;
  createdAt: Date;
  mrr: number;
}

const standing = (row: Row, at: Date): WorkspaceStanding => {
  if (row.suspendedAt) return "suspended";
  if (!row.paidUntil) return "unpaid";
  return row.paidUntil > at ? "active" : "lapsed";
};

/**
 * Our admin's view of workspaces (issue #35, docs/product/workspaces.md#our-admin): the list with search and pages
 * as the users list has, each with its seats in force, members, pending invitations, period, paid-until, standing
 * and MRR, the total workspace MRR; suspending with a reason and restoring, audited, and published on the change
 * bus in the same transaction so seats stop (and come back) on every instance at once.
 */
export function createAdminWorkspacesService(deps: { db: Db; bus: ChangeBus; now: () => Date }) {
  const { db, bus, now } = deps;

  async function setSuspended(admin: AdminViewer, id: string, reason: string | null) {
    return bus.transaction(async (tx, publish) => {
      const [before] = await tx.$queryRaw<Array<{ suspendedAt: Date | null; suspendReason: string | null }>>`
        select "suspendedAt", "suspendReason" from "Workspace" where id = ${id} for update`;
      if (!before) throw new AppError("NOT_FOUND", say("workspaces.notFound"));
      if (reason !== null && before.suspendedAt) throw new AppError("CONFLICT", say("seats.alreadySuspended"));
      if (reason === null && !before.suspendedAt) throw new AppError("CONFLICT", say("seats.notSuspended"));
      const after =
        reason === null ? { suspendedAt: null, suspendReason: null } : { suspendedAt: now(), suspendReason: reason };
      await tx.workspace.update({ where: { id }, data: after, select: { id: true } });
      await recordAudit(tx, {
        adminId: admin.id,
        action: reason === null ? "workspace.restore" : "workspace.suspend",
        entity: "Workspace",
        entityId: id,
        before,
        after,
      });
      publish("workspace", id);
      return { id, suspended: reason !== null, suspendReason: reason };
    });
  }

  return {
    async list(input: { q?: string; page?: number; pageSize?: number }) {
      const at = now();
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? 20;
      const pattern = input.q ? `%${likeLiteral(input.q)}%` : null;
      const where = pattern
        ? Prisma.sql`where w.name ilike ${pattern} or exists (
            select 1 from "WorkspaceMember" o join "User" u on u.id = o."userId"
            where o."workspaceId" = w.id and o.role = 'owner' and u.email ilike ${pattern})`
        : Prisma.empty;
      const [rows, [count], mrr] = await Promise.all([
        db.$queryRaw<Row[]>`
          select w.id, w.name, w.seats, w.period::text as period, w."paidUntil", w."suspendedAt", w."suspendReason",
            w."createdAt",
            (select u.email from "WorkspaceMember" o join "User" u on u.id = o."userId"
              where o."workspaceId" = w.id and o.role = 'owner' limit 1) as "ownerEmail",
            (select count(*)::int from "WorkspaceMember" m where m."workspaceId" = w.id) as members,
            (select count(*)::int from "WorkspaceInvitation" i where i."workspaceId" = w.id and i."acceptedAt" is null
              and i."revokedAt" is null and i."expiresAt" > ${at}) as pending,
            round(${workspaceMonthly(at)})::int as mrr
          from "Workspace" w ${where}
          order by w."createdAt" desc, w.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
        db.$queryRaw<Array<{ total: number }>>`select count(*)::int as total from "Workspace" w ${where}`,
        workspacesMrr(db, at),
      ]);
      return {
        workspaces: rows.map((row) => {
          const status = standing(row, at);
          return {
            id: row.id,
            name: row.name,
            ownerEmail: row.ownerEmail,
            seats: status === "active" ? row.seats : 0,
            members: row.members,
            pending: row.pending,
            period: row.period,
            paidUntil: row.paidUntil,
            status,
            suspendReason: row.suspendReason,
            mrr: row.mrr,
            createdAt: row.createdAt,
          };
        }),
        total: count?.total ?? 0,
        page,
        pageSize,
        mrr,
      };
    },

    suspend: (admin: AdminViewer, input: { id: string; reason: string }) => setSuspended(admin, input.id, input.reason),
    restore: (admin: AdminViewer, id: string) => setSuspended(admin, id, null),
  };
}

export type AdminWorkspacesService = ReturnType<typeof createAdminWorkspacesService>;
