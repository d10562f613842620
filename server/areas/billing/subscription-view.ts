import type { Role } from "../../../shared/roles";
import type { BillingPeriod, SubscriptionState } from "../../../shared/subscriptions";
import type { Db } from "../../lib/db";

/** States in which a subscription is in force: it has a mandate and may charge again. */
export const IN_FORCE: SubscriptionState[] = ["authenticated", "active", "pending"];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type SubscriptionRecord = NonNullable<Awaited<ReturnType<Db["subscription"]["findFirst"]>>>;

export interface SubscriptionCharge {
  id: string;
  amount: number;
  currency: string;
  status: string;
  paidAt: string | null;
  receiptNumber: number | null;
  periodStart: string | null;
  periodEnd: string | null;
}

/** The person's subscription as the profile shows it. */
export interface SubscriptionView {
  id: string;
  plan: Role;
  period: BillingPeriod;
  amount: number;
  currency: string;
  status: SubscriptionState;
  cancelAtCycleEnd: boolean;
  currentStart: string | null;
  currentEnd: string | null;
  /** The next charge (null when none will come: cancelling, halted, ended). */
  nextChargeAt: string | null;
  graceUntil: string | null;
  /** upi | card | emandate | nach | null */
  method: string | null;
  /** Razorpay's page to fix the payment method (pending). */
  shortUrl: string | null;
  failureReason: string | null;
  charges: SubscriptionCharge[];
}

/**
 * The person's subscription as the profile shows it: its state and Razorpay's dates, the next charge
 * while it renews, the grace period while pending, and its charges (with those of the one it resumed).
 */
export async function subscriptionView(db: Db, row: SubscriptionRecord): Promise<SubscriptionView> {
  const charges = await db.payment.findMany({
    where: { subscriptionId: { in: [row.id, ...(row.replacesId ? [row.replacesId] : [])] } },
    orderBy: [{ paidAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      amount: true,
      currency: true,
      status: true,
      paidAt: true,
      receiptNumber: true,
      periodStart: true,
      periodEnd: true,
    },
  });
  const renews = IN_FORCE.includes(row.status) && !row.cancelAtCycleEnd;
  const failed = row.status === "pending" || row.status === "halted";
  return {
    id: row.id,
    plan: row.plan,
    period: row.period,
    amount: row.amount,
    currency: "INR",
    status: row.status,
    cancelAtCycleEnd: row.cancelAtCycleEnd,
    currentStart: iso(row.currentStart),
    currentEnd: iso(row.currentEnd),
    nextChargeAt: renews ? iso(row.chargeAt ?? row.startAt) : null,
    graceUntil: row.status === "pending" ? iso(row.graceUntil) : null,
    method: row.method,
    shortUrl: row.shortUrl,
    failureReason: failed ? row.failureReason : null,
    charges: charges.map((charge) => ({
      ...charge,
      paidAt: iso(charge.paidAt),
      periodStart: iso(charge.periodStart),
      periodEnd: iso(charge.periodEnd),
    })),
  };
}
