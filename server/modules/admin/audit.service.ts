import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface AuditEntry {
  adminId: string;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) =>
  value === undefined || value === null ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

/** Who changed what, when, before and after: written in the same transaction as the change. */
export function recordAudit(tx: Tx, entry: AuditEntry) {
  return tx.auditLog.create({
    data: {
      adminId: entry.adminId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: asJson(entry.before),
      after: asJson(entry.after),
    },
    select: { id: true },
  });
}

export async function listAudit(db: Db, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        action: true,
        entity: true,
        entityId: true,
        before: true,
        after: true,
        createdAt: true,
        admin: { select: { name: true } },
      },
    }),
    db.auditLog.count(),
  ]);
  return {
    entries: rows.map(({ admin, ...entry }) => ({ ...entry, adminName: admin?.name ?? "N/A" })),
    total,
    page,
    pageSize,
  };
}
