import { z } from "zod";
import { periodPrice } from "./subscription-periods";
import { type BillingPeriod, billingPeriodSchema } from "./subscriptions";
import { requiredText } from "./text";
import { DAY_MS } from "./time";

// Buying a workspace's seats (issue #35, docs/product/workspaces.md#buying-seats): the inputs and the prices, shared
// so the billing page shows the total the server will charge before anyone pays.

/** Seats one workspace may buy. */
export const SEATS_MAX = 1000;

const workspaceId = requiredText("workspaceId", { max: 100 });
const seats = z.coerce
  .number({ error: "Seats must be a whole number" })
  .int("Seats must be a whole number")
  .min(1, "Buy at least 1 seat")
  .max(SEATS_MAX, `At most ${SEATS_MAX} seats`);

export const workspaceIdInput = z.object({ workspaceId });

/** Buy seats for a period: a subscription that renews (`renew`), or one period paid once. */
export const seatsBuyInput = z.object({ workspaceId, seats, period: billingPeriodSchema, renew: z.boolean() });
/** Seats added now, for the days left of the period in force. */
export const seatsAddInput = z.object({ workspaceId, seats });
/** The number of seats from the next renewal (the seats in force: a scheduled removal is cancelled). */
export const seatsNextInput = z.object({ workspaceId, seats });

export const seatsVerifyOrderInput = z.object({
  workspaceId,
  razorpay_order_id: requiredText("razorpay_order_id", { max: 100 }),
  razorpay_payment_id: requiredText("razorpay_payment_id", { max: 100 }),
  razorpay_signature: requiredText("razorpay_signature", { max: 200 }),
});
export const seatsVerifySubscriptionInput = z.object({
  workspaceId,
  razorpay_subscription_id: requiredText("razorpay_subscription_id", { max: 100 }),
  razorpay_payment_id: requiredText("razorpay_payment_id", { max: 100 }),
  razorpay_signature: requiredText("razorpay_signature", { max: 200 }),
});
/** Development checkout (no Razorpay keys): `id` is the order's or the subscription's. */
export const seatsSimulateInput = z.object({
  workspaceId,
  id: requiredText("id", { max: 100 }),
  outcome: z.enum(["success", "failure"]),
});

/** One seat for one period, in paise: Enterprise's price (a year is ten months). */
export const seatPrice = (period: BillingPeriod) => periodPrice("enterprise", period);

/** What a workspace's seats bring in per month, in paise: a yearly period at a twelfth. */
export const seatsMonthly = (seats: number, period: BillingPeriod) =>
  period === "yearly" ? (seats * seatPrice(period)) / 12 : seats * seatPrice(period);

/** The period's start before its end `until`: the same day a month (or a year) earlier, the month's last day when short. */
export function periodStartBefore(until: Date, period: BillingPeriod): Date {
  const months = period === "yearly" ? 12 : 1;
  const start = new Date(until.getTime());
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(until.getUTCDate(), lastDay));
  return start;
}

/**
 * Adding seats within the period in force: added × the period's price × days left / days in the period, rounded to
 * the rupee (docs/decisions.md D212). A day begun counts as left: the seat is usable that day.
 */
export function prorateSeats(input: { added: number; period: BillingPeriod; paidUntil: Date; at: Date }) {
  const { added, period, paidUntil, at } = input;
  const start = periodStartBefore(paidUntil, period);
  const daysInPeriod = Math.round((paidUntil.getTime() - start.getTime()) / DAY_MS);
  const daysLeft = Math.max(0, Math.min(daysInPeriod, Math.ceil((paidUntil.getTime() - at.getTime()) / DAY_MS)));
  const rupees = Math.round((added * seatPrice(period) * daysLeft) / daysInPeriod / 100);
  return { amount: rupees * 100, daysLeft, daysInPeriod };
}
