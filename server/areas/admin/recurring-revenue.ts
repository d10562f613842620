import { PLANS } from "../../../shared/plans";
import { seatPrice } from "../../../shared/workspace-seats";
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";

// Monthly recurring revenue (issue #32, docs/product/subscriptions.md "Admin"), one rule for the Subscribers page
// and the revenue card: a subscription in force counts at what it charges per month, a yearly one at a twelfth.

/**
 * A subscription in force, `s`: active (one set to cancel at the cycle's end included: paid, and in force until
 * then) or pending (a failed renewal in its grace period, Razorpay still retrying). Halted, cancelled,
 * completed ones, and those not yet charged (created, authenticated), bring nothing in.
 */
export const COUNTED_IN_MRR = Prisma.sql`s.status in ('active', 'pending')`;
/** What subscription `s` brings in per month, in paise (fractional for a yearly one). */
export const MONTHLY_AMOUNT = Prisma.sql`(case when s.period = 'yearly' then s.amount / 12.0 else s.amount end)`;

/** The MRR of every subscription in force, in paise. */
export async function subscriptionsMrr(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ mrr: number }>>`
    select coalesce(sum(${MONTHLY_AMOUNT}), 0)::float8 as mrr from "Subscription" s where ${COUNTED_IN_MRR}`;
  return Math.round(row?.mrr ?? 0);
}

/**
 * People whose bought plan is in force (a paid role with an end after `at`), per plan, and the MRR they bring:
 * someone with a subscription in force at its monthly amount (their latest such, should two overlap while one
 * replaces another), anyone else (a plan paid once) at today's monthly price of their plan, as before issue #32.
 */
export async function subscribersAndMrr(db: Db, at: Date) {
  const rows = await db.$queryRaw<
    Array<{ role: "professional" | "enterprise"; people: number; subscribed: number; amount: number }>
  >`
    select u.role::text as role, count(*)::int as people, count(m.monthly)::int as subscribed,
      coalesce(sum(m.monthly), 0)::float8 as amount
    from "User" u
    left join lateral (
      select ${MONTHLY_AMOUNT} as monthly from "Subscription" s
      where s."userId" = u.id and ${COUNTED_IN_MRR} order by s."createdAt" desc limit 1
    ) m on true
    where u.role <> 'starter' and u."planExpiresAt" > ${at}
    group by u.role`;
  const people = (role: "professional" | "enterprise") => rows.find((row) => row.role === role)?.people ?? 0;
  const mrr = rows.reduce((sum, row) => sum + row.amount + (row.people - row.subscribed) * PLANS[row.role].amount, 0);
  return {
    subscribers: people("professional") + people("enterprise"),
    byPlan: { professional: people("professional"), enterprise: people("enterprise") },
    mrr: Math.round(mrr),
  };
}

/**
 * What workspace `w` brings in per month, in paise (issue #35, docs/product/workspaces.md#our-admin): its seats in
 * force (paid until a moment ahead, not suspended) × the seat's price of its period, a yearly one at a twelfth. One
 * rule whether a subscription or a one-off payment pays for them. Zero when no seats are in force.
 */
export const workspaceMonthly = (at: Date) => Prisma.sql`(case
  when w."suspendedAt" is not null or w."paidUntil" is null or w."paidUntil" <= ${at} or w.period is null then 0
  when w.period = 'yearly' then w.seats * ${seatPrice("yearly")} / 12.0
  else w.seats * ${seatPrice("monthly")}::float8 end)`;

/** Every workspace's MRR together, in paise. */
export async function workspacesMrr(db: Db, at: Date): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ mrr: number }>>`
    select coalesce(sum(${workspaceMonthly(at)}), 0)::float8 as mrr from "Workspace" w`;
  return Math.round(row?.mrr ?? 0);
}
