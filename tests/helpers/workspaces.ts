import { randomBytes } from "node:crypto";
import { DAY_MS } from "../../shared/time";
import type { TestApp } from "./app";

type Role = "owner" | "admin" | "member";

/**
 * A workspace made straight in the database (ws-core's creation is another helper's part, issue #35): its owner,
 * and, when told, seats paid until a moment ahead.
 */
export async function makeWorkspace(
  t: TestApp,
  ownerId: string,
  options: { name?: string; seats?: number; period?: "monthly" | "yearly"; paidUntil?: Date | null } = {},
) {
  const { db } = t.database;
  const workspace = await db.workspace.create({
    data: {
      name: options.name ?? `Lantern Analytics ${randomBytes(3).toString("hex")}`,
      billingAddress: "4th floor, Baner Road, Pune 411045",
      billingState: "27",
      billingEmail: "accounts@lantern.example",
      seats: options.seats ?? 0,
      period: options.seats ? (options.period ?? "monthly") : null,
      paidUntil:
        options.paidUntil === undefined
          ? options.seats
            ? new Date(Date.now() + 20 * DAY_MS)
            : null
          : options.paidUntil,
      members: { create: { userId: ownerId, role: "owner" } },
    },
    select: { id: true, name: true },
  });
  return workspace;
}

export function addMember(t: TestApp, workspaceId: string, userId: string, role: Role = "member") {
  return t.database.db.workspaceMember.create({ data: { workspaceId, userId, role } });
}

/** A pending invitation (it holds a seat until accepted, revoked or expired). */
export function invite(t: TestApp, workspaceId: string, email: string) {
  return t.database.db.workspaceInvitation.create({
    data: {
      workspaceId,
      email,
      tokenHash: randomBytes(32).toString("hex"),
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    },
  });
}

/** The invoice jobs queued for a payment (pg-boss's own table, read only). */
export async function invoiceJobs(t: TestApp, paymentId: string) {
  const rows = await t.database.db.$queryRaw<Array<{ n: number }>>`
    select count(*)::int as n from pgboss.job where name = 'invoice.issue' and data->>'paymentId' = ${paymentId}`;
  return rows[0]?.n ?? 0;
}

/** Waits (5 s at most) for the invoice job that is queued once the payment's transaction has committed. */
export async function untilInvoiceJob(t: TestApp, paymentId: string) {
  const deadline = Date.now() + 5_000;
  while ((await invoiceJobs(t, paymentId)) === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return invoiceJobs(t, paymentId);
}
