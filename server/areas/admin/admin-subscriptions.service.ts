// The admin's Subscribers page (issue #32, docs/product/subscriptions.md "Admin"): subscriptions by state, their
// monthly recurring revenue, this month's failed renewals, churn per month, and the list.
import type { z } from "zod";
import type { Role } from "../../../shared/roles";
import {
  type adminSubscriptionsInput,
  type BillingPeriod,
  SUBSCRIPTION_STATES,
  type SubscriptionState,
} from "../../../shared/subscriptions";
import { IST_OFFSET_MS } from "../../../shared/time";
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { istMonthStart } from "./admin-revenue.service";
import { subscriptionsMrr } from "./recurring-revenue";

/** Who holds a subscription and what it charges, as the failed renewals and the list both show it. */
interface SubscriptionHolder {
  userId: string | null;
  userName: string | null;
  email: string | null;
  plan: Role;
  period: BillingPeriod;
  amount: number;
}

export interface AdminSubscriptionsOverview {
  /** Subscriptions per state; `cancelling` counts active ones set to end at the cycle's end (also in active). */
  byState: Record<SubscriptionState | "cancelling", number>;
  /** Monthly recurring revenue of subscriptions in force, yearly ones at one twelfth, in paise. */
  mrr: number;
  /** Renewals that failed in this IST calendar month, newest first. */
  failedThisMonth: Array<
    SubscriptionHolder & {
      subscriptionId: string;
      failedAt: string;
      reason: string | null;
      status: SubscriptionState;
    }
  >;
  /** Cancellations per IST calendar month, the last 12 months, oldest first ("2026-11"). */
  churn: Array<{ month: string; cancellations: number; activeAtStart: number }>;
}

export interface AdminSubscriptionRow extends SubscriptionHolder {
  id: string;
  razorpaySubscriptionId: string;
  status: SubscriptionState;
  cancelAtCycleEnd: boolean;
  currentEnd: string | null;
  nextChargeAt: string | null;
  method: string | null;
  createdAt: string;
}

const PAGE_SIZE = 20;
/** Failed renewals listed at most (the newest). */
const FAILED_LIST_SIZE = 100;
const CHURN_MONTHS = 12;

/** What the admin reads of a subscription and its person. */
const ROW_SELECT = {
  id: true,
  razorpaySubscriptionId: true,
  userId: true,
  plan: true,
  period: true,
  amount: true,
  status: true,
  cancelAtCycleEnd: true,
  currentEnd: true,
  chargeAt: true,
  startAt: true,
  method: true,
  createdAt: true,
  user: { select: { name: true, email: true } },
} satisfies Prisma.SubscriptionSelect;

/**
 * When subscription `s` stopped being in force, as far as its stored dates tell: a cancelled or completed one at
 * its end (or, without one, its cancellation or last change); a halted one when its failed renewal began.
 */
const ENDED_AT = Prisma.sql`(case
  when s.status in ('cancelled', 'completed') then coalesce(s."endedAt", s."cancelledAt", s."updatedAt")
  when s.status = 'halted' then coalesce(s."endedAt", greatest(s."failedAt", s."currentEnd"), s."updatedAt")
  else s."endedAt" end)`;

/** "2026-11": the IST calendar month that starts at `start`. */
const monthLabel = (start: Date) => new Date(start.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);

/** The next charge Razorpay will make (none when cancelling, halted or ended). */
function nextChargeAt(row: {
  status: SubscriptionState;
  cancelAtCycleEnd: boolean;
  chargeAt: Date | null;
  startAt: Date | null;
}) {
  const charging = row.status === "active" || row.status === "authenticated" || row.status === "pending";
  return charging && !row.cancelAtCycleEnd ? ((row.chargeAt ?? row.startAt)?.toISOString() ?? null) : null;
}

/** A state of the list's filter as a condition: `cancelling` is an active subscription set to end at the cycle's end. */
function stateWhere(state: z.infer<typeof adminSubscriptionsInput>["state"]): Prisma.SubscriptionWhereInput {
  if (state === "all") return {};
  if (state === "cancelling") return { status: "active", cancelAtCycleEnd: true };
  return { status: state };
}

export function createAdminSubscriptionsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * Cancellations per IST month, the last CHURN_MONTHS, oldest first: subscriptions a person or an admin cancelled
   * in the month (when asked, at once or at the cycle's end), not those replaced by an upgrade, a switch or a
   * resume; beside them, the subscriptions in force at the month's start: charged at least once, started (at
   * `startAt` when it began later, else when it was made) and not yet ended (ENDED_AT).
   */
  async function churn(at: Date): Promise<AdminSubscriptionsOverview["churn"]> {
    const months = Array.from({ length: CHURN_MONTHS }, (_, index) => {
      const back = CHURN_MONTHS - 1 - index;
      return { start: istMonthStart(at, back), next: istMonthStart(at, back - 1) };
    });
    const values = Prisma.join(
      months.map(
        (month, index) => Prisma.sql`(${index}::int, ${month.start}::timestamp(3), ${month.next}::timestamp(3))`,
      ),
    );
    const rows = await db.$queryRaw<Array<{ index: number; cancellations: number; activeAtStart: number }>>`
      select m.index,
        (select count(*) from "Subscription" s
          where s."cancelledAt" >= m.start and s."cancelledAt" < m.next and s."cancelReason" in ('person', 'admin'))::int
          as cancellations,
        (select count(*) from "Subscription" s
          where s."paidCount" > 0 and coalesce(s."startAt", s."createdAt") < m.start
            and (${ENDED_AT} is null or ${ENDED_AT} >= m.start))::int
          as "activeAtStart"
      from (values ${values}) as m(index, start, next)
      order by m.index`;
    return months.map((month, index) => {
      const row = rows.find((found) => found.index === index);
      return {
        month: monthLabel(month.start),
        cancellations: row?.cancellations ?? 0,
        activeAtStart: row?.activeAtStart ?? 0,
      };
    });
  }

  return {
    async overview(): Promise<AdminSubscriptionsOverview> {
      const at = now();
      const [states, cancelling, mrr, failed, perMonth] = await Promise.all([
        db.subscription.groupBy({ by: ["status"], _count: { _all: true } }),
        db.subscription.count({ where: stateWhere("cancelling") }),
        subscriptionsMrr(db),
        // The latest failure of each subscription is what is stored (failedAt, failureReason).
        db.subscription.findMany({
          where: { failedAt: { gte: istMonthStart(at), lt: istMonthStart(at, -1) } },
          orderBy: [{ failedAt: "desc" }, { id: "desc" }],
          take: FAILED_LIST_SIZE,
          select: { ...ROW_SELECT, failedAt: true, failureReason: true },
        }),
        churn(at),
      ]);
      const byState = Object.fromEntries(SUBSCRIPTION_STATES.map((state) => [state, 0])) as Record<
        SubscriptionState | "cancelling",
        number
      >;
      for (const row of states) byState[row.status] = row._count._all;
      byState.cancelling = cancelling;
      return {
        byState,
        mrr,
        failedThisMonth: failed.map((row) => ({
          subscriptionId: row.id,
          userId: row.userId,
          userName: row.user?.name ?? null,
          email: row.user?.email ?? null,
          plan: row.plan,
          period: row.period,
          amount: row.amount,
          failedAt: (row.failedAt as Date).toISOString(),
          reason: row.failureReason,
          status: row.status,
        })),
        churn: perMonth,
      };
    },

    /** Subscriptions newest first, PAGE_SIZE a page, in one state or all. */
    async list(
      input: z.infer<typeof adminSubscriptionsInput>,
    ): Promise<{ rows: AdminSubscriptionRow[]; total: number; page: number; pageSize: number }> {
      const where = stateWhere(input.state);
      const [rows, total] = await Promise.all([
        db.subscription.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (input.page - 1) * PAGE_SIZE,
          take: PAGE_SIZE,
          select: ROW_SELECT,
        }),
        db.subscription.count({ where }),
      ]);
      return {
        rows: rows.map(({ user, chargeAt, startAt, currentEnd, createdAt, ...row }) => ({
          ...row,
          userName: user?.name ?? null,
          email: user?.email ?? null,
          currentEnd: currentEnd?.toISOString() ?? null,
          nextChargeAt: nextChargeAt({ ...row, chargeAt, startAt }),
          createdAt: createdAt.toISOString(),
        })),
        total,
        page: input.page,
        pageSize: PAGE_SIZE,
      };
    },
  };
}
