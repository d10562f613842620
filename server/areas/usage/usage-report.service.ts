import { usageDay } from "../../../shared/allowance";
import { ROLES, type Role } from "../../../shared/roles";
import { DAY_MS } from "../../../shared/time";
import type { Db } from "../../lib/db";
import { IST_DAY, turnsCte, type UsageService } from "./usage.service";

/** Days in the admin's report, ending today (India's calendar, like the allowances). */
export const REPORT_DAYS = 30;

/** Millionths of a dollar in paise at the admin's rate, rounded to a whole paisa. */
const toPaise = (costMicroUsd: number, inrPaisePerUsd: number) => Math.round((costMicroUsd * inrPaisePerUsd) / 1e6);

/** Replies and their cost, with the API's part of each and the web searches' part (issue #31), included in it. */
interface Spend {
  messages: number;
  costMicroUsd: number;
  apiMessages: number;
  apiCostMicroUsd: number;
  searches: number;
  searchCostMicroUsd: number;
}
const SPEND = `count(*)::int as messages, coalesce(sum("costMicroUsd"), 0)::float8 as "costMicroUsd",
  count(*) filter (where api)::int as "apiMessages",
  coalesce(sum("costMicroUsd") filter (where api), 0)::float8 as "apiCostMicroUsd",
  count(*) filter (where "webSearch")::int as searches,
  coalesce(sum("searchCostMicroUsd"), 0)::float8 as "searchCostMicroUsd"`;

interface DayRow extends Spend {
  day: string;
  tokens: number;
  revenuePaise: number;
}

/**
 * What AI cost the business against what the plans earned, over the last 30
 * days: per day, per plan (cost of the replies sold under it against its
 * completed payments), the users who cost most, and cost by model, web and
 * API replies together with the API's part alongside (and its share of the
 * cost over the period). Every
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
          `with days as (select generate_series($1::date, $2::date, interval '1 day')::date as day), ${turnsCte()},
           spend as (
             select ${IST_DAY("at")} as day, count(*)::int as messages, count(*) filter (where api)::int as "apiMessages",
                    sum("tokensIn" + "tokensOut")::bigint as tokens, coalesce(sum("costMicroUsd"), 0)::bigint as cost,
                    coalesce(sum("costMicroUsd") filter (where api), 0)::bigint as "apiCost",
                    count(*) filter (where "webSearch")::int as searches,
                    coalesce(sum("searchCostMicroUsd"), 0)::bigint as "searchCost"
             from turns group by 1),
           revenue as (
             select ${IST_DAY(`"paidAt"`)} as day, sum(amount)::bigint as amount
             from "Payment" where status = 'completed' and ${IST_DAY(`"paidAt"`)} between $1::date and $2::date
             group by 1)
           select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(spend.messages, 0) as messages,
                  coalesce(spend."apiMessages", 0) as "apiMessages",
                  coalesce(spend.tokens, 0)::float8 as tokens, coalesce(spend.cost, 0)::float8 as "costMicroUsd",
                  coalesce(spend."apiCost", 0)::float8 as "apiCostMicroUsd",
                  coalesce(spend.searches, 0) as searches,
                  coalesce(spend."searchCost", 0)::float8 as "searchCostMicroUsd",
                  coalesce(revenue.amount, 0)::float8 as "revenuePaise"
           from days left join spend using (day) left join revenue using (day) order by days.day`,
          range,
        ),
        db.$pool.query<{ plan: Role } & Spend>(
          `with ${turnsCte()}
           select plan, ${SPEND} from turns where plan is not null group by plan`,
          range,
        ),
        db.$pool.query<{ plan: Role; revenuePaise: number; payments: number }>(
          `select plan::text as plan, sum(amount)::float8 as "revenuePaise", count(*)::int as payments
           from "Payment" where status = 'completed' and ${IST_DAY(`"paidAt"`)} between $1::date and $2::date
           group by plan`,
          range,
        ),
        db.$pool.query<{ userId: string; name: string; email: string } & Spend>(
          `with ${turnsCte()}
           select u.id as "userId", u.name, u.email, ${SPEND}
           from turns t join "User" u on u.id = t."userId"
           group by u.id order by "costMicroUsd" desc, messages desc limit 10`,
          range,
        ),
        db.$pool.query<{ model: string; modelName: string; tokens: number } & Spend>(
          `with ${turnsCte()}
           select model, coalesce(max("modelName"), model) as "modelName", ${SPEND},
                  sum("tokensIn" + "tokensOut")::float8 as tokens
           from turns where model is not null
           group by model order by "costMicroUsd" desc, messages desc`,
          range,
        ),
      ]);
      const paise = (micro: number) => toPaise(micro, inrPaisePerUsd);
      const costs = <T extends Spend>(row: T) => ({
        ...row,
        costPaise: paise(row.costMicroUsd),
        apiCostPaise: paise(row.apiCostMicroUsd),
        searchCostPaise: paise(row.searchCostMicroUsd),
      });
      const cost = days.rows.reduce((sum, row) => sum + row.costMicroUsd, 0);
      const apiCost = days.rows.reduce((sum, row) => sum + row.apiCostMicroUsd, 0);
      return {
        from: first,
        to: last,
        inrPaisePerUsd,
        apiShare: cost ? apiCost / cost : 0,
        // Web searches' part of the period's cost (issue #31), included in it.
        searchCostMicroUsd: days.rows.reduce((sum, row) => sum + row.searchCostMicroUsd, 0),
        days: days.rows.map(costs),
        plans: ROLES.map((plan) => {
          const spend = plans.rows.find((row) => row.plan === plan);
          const earned = planRevenue.rows.find((row) => row.plan === plan);
          const { costPaise, ...used } = costs(
            spend ?? {
              plan,
              messages: 0,
              costMicroUsd: 0,
              apiMessages: 0,
              apiCostMicroUsd: 0,
              searches: 0,
              searchCostMicroUsd: 0,
            },
          );
          const revenuePaise = earned?.revenuePaise ?? 0;
          return {
            ...used,
            costPaise,
            payments: earned?.payments ?? 0,
            revenuePaise,
            marginPaise: revenuePaise - costPaise,
          };
        }),
        topUsers: users.rows.map(costs),
        models: models.rows.map(costs),
      };
    },
  };
}

export type UsageReportService = ReturnType<typeof createUsageReportService>;
