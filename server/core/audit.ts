import { DELETED_USER_LABEL } from "../../shared/account";
import { PLANS } from "../../shared/plans";
import type { Prisma } from "../generated/prisma/client";
import type { Db, Tx } from "../lib/db";

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

const snapshotText = (value: unknown, field: string): string | null => {
  const text = value && typeof value === "object" ? (value as Record<string, unknown>)[field] : undefined;
  return typeof text === "string" && text ? text : null;
};

/** "Asha Rao <asha@example.com>", or whichever of the two is known. */
const person = (name: string | null, email: string | null) => (name && email ? `${name} <${email}>` : (name ?? email));

/**
 * Who or what an entry is about, in words: the user's name and e-mail, the
 * payer of a payment, the administrator's or model's name. Records deleted
 * since are named from the entry's own before/after snapshot.
 */
async function entityNames(
  db: Db,
  entries: Array<{ entity: string; entityId: string | null; before: unknown; after: unknown }>,
): Promise<Array<string | null>> {
  const ids = (entity: string) => [
    ...new Set(entries.filter((entry) => entry.entity === entity && entry.entityId).map((e) => e.entityId as string)),
  ];
  const [users, payments, admins, models, subscriptions] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids("User") } }, select: { id: true, name: true, email: true } }),
    db.payment.findMany({
      where: { id: { in: ids("Payment") } },
      select: { id: true, plan: true, amount: true, user: { select: { name: true, email: true } } },
    }),
    db.admin.findMany({ where: { id: { in: ids("Admin") } }, select: { id: true, name: true } }),
    db.model.findMany({ where: { id: { in: ids("Model") } }, select: { id: true, name: true } }),
    db.subscription.findMany({
      where: { id: { in: ids("Subscription") } },
      select: { id: true, plan: true, period: true, user: { select: { name: true, email: true } } },
    }),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const userById = byId(users);
  const paymentById = byId(payments);
  const adminById = byId(admins);
  const modelById = byId(models);
  const subscriptionById = byId(subscriptions);
  return entries.map(({ entity, entityId, before, after }) => {
    const id = entityId ?? "";
    const snapshot = (field: string) => snapshotText(after, field) ?? snapshotText(before, field);
    switch (entity) {
      case "User": {
        const user = userById.get(id);
        return user ? person(user.name, user.email) : person(snapshot("name"), snapshot("email"));
      }
      case "Payment": {
        const payment = paymentById.get(id);
        if (!payment) return null;
        const rupees = `₹${(payment.amount / 100).toFixed(2)}`;
        const payer = payment.user ? person(payment.user.name, payment.user.email) : DELETED_USER_LABEL.toLowerCase();
        return `${rupees} ${PLANS[payment.plan].name} payment by ${payer}`;
      }
      case "Subscription": {
        const subscription = subscriptionById.get(id);
        if (!subscription) return null;
        const payer = subscription.user
          ? person(subscription.user.name, subscription.user.email)
          : DELETED_USER_LABEL.toLowerCase();
        return `${PLANS[subscription.plan].name} ${subscription.period} subscription of ${payer}`;
      }
      case "Admin":
        return adminById.get(id)?.name ?? snapshot("name");
      case "Model":
        return modelById.get(id)?.name ?? snapshot("name");
      case "ApiKey":
        return snapshot("name");
      default:
        return null;
    }
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
  const names = await entityNames(db, rows);
  return {
    entries: rows.map(({ admin, ...entry }, i) => ({
      ...entry,
      adminName: admin?.name ?? "N/A",
      entityName: names[i] ?? null,
    })),
    total,
    page,
    pageSize,
  };
}
