import type { Db, Tx } from "../../lib/db";
import { inForce } from "./billing-apply";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Members (the owner included) and pending invitations: what holds a seat (docs/product/workspaces.md#seats). */
export async function seatHolders(db: Db | Tx, workspaceId: string, at: Date): Promise<number> {
  const [members, pending] = await Promise.all([
    db.workspaceMember.count({ where: { workspaceId } }),
    db.workspaceInvitation.count({
      where: { workspaceId, acceptedAt: null, revokedAt: null, expiresAt: { gt: at } },
    }),
  ]);
  return members + pending;
}

/**
 * The billing tab (docs/product/workspaces.md#buying-seats): the seats in force and what uses them, the period and
 * its end, the seats from the renewal, the subscription that renews them, and the workspace's payments with their
 * invoices (an Invoice row once the invoices' job has issued it).
 */
export async function seatsOverview(db: Db, workspaceId: string, at: Date) {
  const [workspace, members, pending, subscription, payments] = await Promise.all([
    db.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { id: true, name: true, seats: true, seatsNext: true, period: true, paidUntil: true, suspendedAt: true },
    }),
    db.workspaceMember.count({ where: { workspaceId } }),
    db.workspaceInvitation.count({ where: { workspaceId, acceptedAt: null, revokedAt: null, expiresAt: { gt: at } } }),
    db.subscription.findFirst({
      where: { workspaceId, status: { in: ["authenticated", "active", "pending"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { status: true, quantity: true, period: true, currentEnd: true, cancelAtCycleEnd: true, shortUrl: true },
    }),
    db.payment.findMany({
      where: { workspaceId, status: { in: ["completed", "refunded"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 100,
      select: {
        id: true,
        amount: true,
        currency: true,
        status: true,
        seats: true,
        seatsPeriod: true,
        seatsAddition: true,
        subscriptionId: true,
        paidAt: true,
        periodStart: true,
        periodEnd: true,
        invoice: { select: { id: true } },
      },
    }),
  ]);
  const live = inForce(workspace, at);
  return {
    workspaceId: workspace.id,
    name: workspace.name,
    inForce: live,
    suspended: workspace.suspendedAt !== null,
    /** Seats in force now: 0 before the first payment, after paidUntil, and while suspended. */
    seats: live ? workspace.seats : 0,
    /** The seats bought for the period, whether in force or not (what a renewal keeps). */
    seatsBought: workspace.seats,
    seatsNext: workspace.seatsNext,
    period: workspace.period,
    paidUntil: iso(workspace.paidUntil),
    members,
    pending,
    subscription: subscription
      ? {
          status: subscription.status,
          quantity: subscription.quantity,
          period: subscription.period,
          currentEnd: iso(subscription.currentEnd),
          renews: !subscription.cancelAtCycleEnd,
          fixUrl: subscription.status === "pending" ? subscription.shortUrl : null,
        }
      : null,
    payments: payments.map(({ invoice, paidAt, periodStart, periodEnd, subscriptionId, ...payment }) => ({
      ...payment,
      renews: subscriptionId !== null,
      paidAt: iso(paidAt),
      periodStart: iso(periodStart),
      periodEnd: iso(periodEnd),
      invoiceId: invoice?.id ?? null,
    })),
  };
}

export type SeatsOverview = Awaited<ReturnType<typeof seatsOverview>>;
