import { DAY_MS, IST_OFFSET_MS } from "../../../shared/time";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { subscribersAndMrr, workspacesMrr } from "./recurring-revenue";

/** How far ahead "plans ending soon" looks, and how many of them the dashboard lists. */
const ENDING_WINDOW_DAYS = 7;
const ENDING_LIST_SIZE = 10;

/** 00:00 IST on the first of the month `monthsBack` months before the one containing `at`. */
export function istMonthStart(at: Date, monthsBack = 0): Date {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - monthsBack, 1) - IST_OFFSET_MS);
}

/**
 * The numbers an owner runs the business by (issue #14). A subscriber is
 * someone whose bought plan is in force: a paid role with an end date after
 * now (a plan an admin set has no end and was not paid for). Monthly recurring
 * revenue is what their subscriptions charge per month, a yearly one at a
 * twelfth, and their plans' monthly prices for plans paid once (issue #32,
 * recurring-revenue.ts). Revenue in a month is what was paid
 * in it (by paidAt) less what was refunded in it (by refundedAt), in India's
 * calendar months; a refunded payment was revenue in the month it was paid.
 */
export function createAdminRevenueService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async overview() {
      const at = now();
      const endingWhere: Prisma.UserWhereInput = {
        role: { not: "starter" },
        planExpiresAt: { gt: at, lte: new Date(at.getTime() + ENDING_WINDOW_DAYS * DAY_MS) },
      };
      const thisMonth = istMonthStart(at);
      const lastMonth = istMonthStart(at, 1);
      const nextMonth = istMonthStart(at, -1);
      const [subscribers, workspaces, endingCount, ending, [revenue]] = await Promise.all([
        subscribersAndMrr(db, at),
        workspacesMrr(db, at),
        db.user.count({ where: endingWhere }),
        db.user.findMany({
          where: endingWhere,
          orderBy: [{ planExpiresAt: "asc" }, { id: "asc" }],
          take: ENDING_LIST_SIZE,
          select: { id: true, name: true, email: true, role: true, planExpiresAt: true },
        }),
        db.$queryRaw<Array<{ thisMonth: bigint; lastMonth: bigint }>>`
          select
            coalesce(sum(amount) filter (where "paidAt" >= ${thisMonth} and "paidAt" < ${nextMonth}), 0)
              - coalesce(sum(amount) filter (where "refundedAt" >= ${thisMonth} and "refundedAt" < ${nextMonth}), 0)
              as "thisMonth",
            coalesce(sum(amount) filter (where "paidAt" >= ${lastMonth} and "paidAt" < ${thisMonth}), 0)
              - coalesce(sum(amount) filter (where "refundedAt" >= ${lastMonth} and "refundedAt" < ${thisMonth}), 0)
              as "lastMonth"
          from "Payment"
          where "paidAt" is not null and status in ('completed', 'refunded')`,
      ]);
      return {
        activeSubscribers: subscribers.subscribers,
        subscribersByPlan: subscribers.byPlan,
        // People's plans and workspaces' seats together (issue #35); the workspaces' part on its own beside it.
        monthlyRecurringRevenue: subscribers.mrr + workspaces,
        workspaceRecurringRevenue: workspaces,
        endingSoon: {
          days: ENDING_WINDOW_DAYS,
          count: endingCount,
          users: ending.map(({ id, planExpiresAt, ...user }) => ({
            _id: id,
            ...user,
            planExpiresAt: planExpiresAt as Date,
          })),
        },
        revenue: {
          thisMonth: { from: thisMonth, amount: Number(revenue?.thisMonth ?? 0) },
          lastMonth: { from: lastMonth, amount: Number(revenue?.lastMonth ?? 0) },
        },
      };
    },
  };
}
