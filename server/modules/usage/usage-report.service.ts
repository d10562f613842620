import { usageDay } from "../../../shared/allowance";
import { ROLES, type Role } from "../../../shared/roles";
import type { Db } from "../../lib/db";
import { IST_DAY, type UsageService } from "./usage.service";

/** Days in the admin's report, ending today (India's calendar, like the allowances). */
export const REPORT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Millionths of a dollar in paise at the admin's rate, rounded to a whole paisa. */
const toPaise = (costMicroUsd: number, inrPaisePerUsd: number) => Math.round((costMicroUsd * inrPaisePerUsd) / 1e6);

interface DayRow {
  day: string;
  messages: number;
  tokens: number;
  costMicroUsd: number;
  revenuePaise: number;
}

/**
 * What AI cost the business against what the plans earned, over the last 30
 * days: per day, per plan (cost of the replies sold under it against its
 * completed payments), the users who cost most, and cost by model. Every
 * figure is summed in PostgreSQL; costs are converted to rupees at the rate
 * in the settings.
 */
export function createUsageReportService(deps: { db: Db; usage: UsageService; now: () => Date }) {
  const { db, usage, now } = deps;

  return {
    async summary() {
      const at = now();
      const last = usageDay(at);
      const first = usageDay(new Date(at.getTime() - (REPORT_DAYS - 1) * DAY_MS));
      const { inrPaisePerUsd } = await usage.settings();
      const range = [first, last];
      const [days, plans, planRevenue, users, models] = await Promise.all([
        db.$pool.query<DayRow>(
          `with days as (select generate_series($1::date, $2::date, interval '1 day')::date as day),
           spend as (
             select ${IST_DAY(`"createdAt"`)} as day, count(*)::int as messages,
                    coalesce(sum(coalesce("tokensIn", 0) + coalesce("tokensOut", 0)), 0)::bigint as tokens,
                    coalesce(sum("costMicroUsd"), 0)::bigint as cost
             from "Message" where role = 'assistant' and ${IST_DAY(`"createdAt"`)} between $1::date and $2::date
             group by 1),
           revenue as (
             select ${IST_DAY(`"paidAt"`)} as day, sum(amount)::bigint as amount
             from "Payment" where status = 'completed' and ${IST_DAY(`"paidAt"`)} between $1::date and $2::date
             group by 1)
           select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(spend.messages, 0) as messages,
                  coalesce(spend.tokens, 0)::float8 as tokens, coalesce(spend.cost, 0)::float8 as "costMicroUsd",
                  coalesce(revenue.amount, 0)::float8 as "revenuePaise"
           from days left join spend using (day) left join revenue using (day) order by days.day`,
          range,
        ),
        db.$pool.query<{ plan: Role; messages: number; costMicroUsd: number }>(
          `select plan::text as plan, count(*)::int as messages, coalesce(sum("costMicroUsd"), 0)::float8 as "costMicroUsd"
           from "Message" where role = 'assistant' and plan is not null
             and ${IST_DAY(`"createdAt"`)} between $1::date and $2::date
           group by plan`,
          range,
        ),
        db.$pool.query<{ plan: Role; revenuePaise: number; payments: number }>(
          `select plan::text as plan, sum(amount)::float8 as "revenuePaise", count(*)::int as payments
           from "Payment" where status = 'completed' and ${IST_DAY(`"paidAt"`)} between $1::date and $2::date
           group by plan`,
          range,
        ),
        db.$pool.query<{ userId: string; name: string; email: string; messages: number; costMicroUsd: number }>(
          `select u.id as "userId", u.name, u.email, count(*)::int as messages,
                  coalesce(sum(m."costMicroUsd"), 0)::float8 as "costMicroUsd"
           from "Message" m join "Conversation" c on c.id = m."conversationId" join "User" u on u.id = c."userId"
           where m.role = 'assistant' and ${IST_DAY(`m."createdAt"`)} between $1::date and $2::date
           group by u.id order by "costMicroUsd" desc, messages desc limit 10`,
          range,
        ),
        db.$pool.query<{ model: string; modelName: string; messages: number; tokens: number; costMicroUsd: number }>(
          `select model, max("modelName") as "modelName", count(*)::int as messages,
                  coalesce(sum(coalesce("tokensIn", 0) + coalesce("tokensOut", 0)), 0)::float8 as tokens,
                  coalesce(sum("costMicroUsd"), 0)::float8 as "costMicroUsd"
           from "Message" where role = 'assistant' and model is not null
             and ${IST_DAY(`"createdAt"`)} between $1::date and $2::date
           group by model order by "costMicroUsd" desc, messages desc`,
          range,
        ),
      ]);
      const paise = (micro: number) => toPaise(micro, inrPaisePerUsd);
      return {
        from: first,
        to: last,
        inrPaisePerUsd,
        days: days.rows.map((row) => ({ ...row, costPaise: paise(row.costMicroUsd) })),
        plans: ROLES.map((plan) => {
          const spend = plans.rows.find((row) => row.plan === plan);
          const earned = planRevenue.rows.find((row) => row.plan === plan);
          const costPaise = paise(spend?.costMicroUsd ?? 0);
          const revenuePaise = earned?.revenuePaise ?? 0;
          return {
            plan,
            messages: spend?.messages ?? 0,
            costMicroUsd: spend?.costMicroUsd ?? 0,
            costPaise,
            payments: earned?.payments ?? 0,
            revenuePaise,
            marginPaise: revenuePaise - costPaise,
          };
        }),
        topUsers: users.rows.map((row) => ({ ...row, costPaise: paise(row.costMicroUsd) })),
        models: models.rows.map((row) => ({ ...row, costPaise: paise(row.costMicroUsd) })),
      };
    },
  };
}

export type UsageReportService = ReturnType<typeof createUsageReportService>;
