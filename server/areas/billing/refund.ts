import type { PlanHolding } from "../../../shared/billing";
import type { Publish } from "../../core/change-bus";
import type { Tx } from "../../lib/db";
import { uncoverPayment } from "./plan-cover";

export interface RecordedRefund {
  userId: string | null;
  /** The user's plan before and after the refund (the same when the payment paid for none of the plan in force). */
  before: PlanHolding | null;
  after: PlanHolding | null;
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
 * What it bought is its stretch of the plan (`uncoverPayment`, README
 * "Refunds"): its own days, or the days of a higher plan an upgrade converted
 * them into. The part still ahead comes off the plan end, never more and
 * never below now, and days other payments bought stay.
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
    select: { id: true, userId: true, plan: true, convertedTo: true, coversFrom: true, coversUntil: true },
  });
  const unchanged = (user: PlanHolding | null) => ({
    userId: payment.userId,
    before: user,
    after: user,
    planEnded: false,
  });
  if (locked.status !== "completed" || !payment.userId) return unchanged(null);
  // Locked like applyPlan does, so a purchase and a refund of the same user never interleave.
  const [user] = await tx.$queryRaw<PlanHolding[]>`
    select role::text as role, "planExpiresAt" from "User" where id = ${payment.userId} for update`;
  if (!user) return unchanged(null);
  const after = await uncoverPayment(tx, { payment, userId: payment.userId, holding: user, at: input.at });
  if (!after) return unchanged(user);
  publish("user", payment.userId);
  return { userId: payment.userId, before: user, after, planEnded: true };
}
