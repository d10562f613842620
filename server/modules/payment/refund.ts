import { effectiveRole } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import type { Publish } from "../../lib/change-bus";
import type { Tx } from "../../lib/db";

type Holding = { role: Role; planExpiresAt: Date | null };

export interface RecordedRefund {
  userId: string | null;
  /** The user's plan before and after the refund (the same when the payment did not carry the plan in force). */
  before: Holding | null;
  after: Holding | null;
  /** Whether the refund took back time from the user's plan. */
  planEnded: boolean;
}

/**
 * Marks a payment refunded and takes back what it bought, exactly once: the
 * payment's row is locked and read first, so one caller gets through (the
 * admin's refund or Razorpay's refund.processed webhook, whichever commits
 * first); for the other it returns null and changes nothing. A refund that
 * Razorpay reports before the capture (webhooks arrive in any order) marks the
 * unpaid order refunded, so the capture arriving later grants nothing.
 *
 * "The plan ends" (README, billing): when the payment bought the plan in force
 * (its plan is the user's effective plan and its period has not run out), its
 * period (periodEnd - periodStart) comes off the user's end date. An early
 * renewal gives back its 30 days and leaves the time paid before; if nothing
 * remains beyond now, the user is back on Starter.
 */
export async function recordRefund(
  tx: Tx,
  publish: Publish,
  input: { paymentId: string; razorpayRefundId: string | null; at: Date },
): Promise<RecordedRefund | null> {
  const [locked] = await tx.$queryRaw<Array<{ status: string }>>`
    select status::text as status from "Payment" where id = ${input.paymentId} for update`;
  if (!locked || locked.status === "refunded") return null;
  const payment = await tx.payment.update({
    where: { id: input.paymentId },
    data: { status: "refunded", refundedAt: input.at, razorpayRefundId: input.razorpayRefundId },
    select: { userId: true, plan: true, periodStart: true, periodEnd: true },
  });
  const unchanged = (user: Holding | null) => ({ userId: payment.userId, before: user, after: user, planEnded: false });
  if (locked.status !== "completed" || !payment.userId) return unchanged(null);
  // Locked like applyPlan does, so a purchase and a refund of the same user never interleave.
  const [user] = await tx.$queryRaw<Holding[]>`
    select role::text as role, "planExpiresAt" from "User" where id = ${payment.userId} for update`;
  if (!user) return unchanged(null);
  const { periodStart, periodEnd } = payment;
  const carriesPlan =
    periodStart !== null &&
    periodEnd !== null &&
    periodEnd > input.at &&
    user.planExpiresAt !== null &&
    effectiveRole(user, input.at) === payment.plan;
  if (!carriesPlan || !user.planExpiresAt) return unchanged(user);
  const left = new Date(user.planExpiresAt.getTime() - (periodEnd.getTime() - periodStart.getTime()));
  const after: Holding =
    left > input.at ? { role: user.role, planExpiresAt: left } : { role: "starter", planExpiresAt: null };
  await tx.user.update({ where: { id: payment.userId }, data: after, select: { id: true } });
  publish("user", payment.userId);
  return { userId: payment.userId, before: user, after, planEnded: true };
}
