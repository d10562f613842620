import { allowanceResetsAt, usageDay } from "../../../shared/allowance";
import { effectiveRole } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { englishText, say } from "../../../shared/server-messages";
import { DAY_MS } from "../../../shared/time";
import {
  DEFAULT_USAGE_HISTORY_DAYS,
  DEFAULT_USAGE_SETTINGS,
  type UsageHistoryRange,
  type UsageSettings,
  usageSettingsSchema,
} from "../../../shared/usage";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { AdminViewer } from "../../core/session.service";
import { createSettingsStore } from "../../core/settings-store";
import type { Db } from "../../lib/db";
import { createAdmissionMemory } from "./admission-memory";
import { createApiUsageRecorder } from "./api-usage";
import { type Charge, createReplyAdmission } from "./reply-admission";

/** India's calendar day of a stored UTC timestamp column, in SQL (allowances and reports count by it). */
export const IST_DAY = (column: string) => `((${column} + interval '5 hours 30 minutes')::date)`;
/**
 * Every metered reply made on India's days $1 to $2 (dates), as a CTE named
 * "turns": web replies (assistant messages) and API calls (ApiUsage rows, whose
 * model name comes from the catalogue), `api` telling them apart, `webSearch`
 * those that searched and `searchCostMicroUsd` the search's share of their cost. `userParam`
 * (a placeholder such as "$3") keeps one person's.
 */
export function turnsCte(userParam?: string) {
  return `turns as (
    select m."createdAt" as at, m.model, m."modelName" as "modelName", m.plan::text as plan, c."userId",
           coalesce(m."tokensIn", 0) as "tokensIn", coalesce(m."tokensOut", 0) as "tokensOut", m.credits,
           m."costMicroUsd", false as api, m."webSearch", m."searchCostMicroUsd"
    from "Message" m join "Conversation" c on c.id = m."conversationId"
    where m.role = 'assistant' and ${IST_DAY('m."createdAt"')} between $1::date and $2::date
      ${userParam ? `and c."userId" = ${userParam}` : ""}
    union all
    select a."createdAt", a.model, (select name from "Model" where "modelId" = a.model), a.plan::text, a."userId",
           a."tokensIn", a."tokensOut", a.credits, a."costMicroUsd", true, a."webSearch", a."searchCostMicroUsd"
    from "ApiUsage" a
    where ${IST_DAY('a."createdAt"')} between $1::date and $2::date ${userParam ? `and a."userId" = ${userParam}` : ""}
  )`;
}
export type { Accepted, Charge } from "./reply-admission";

export interface Allowance {
  plan: Role;
  /** Credits today: the plan's, plus standing bonus and today's grant. */
  limit: number;
  used: number;
  remaining: number;
  resetsAt: Date;
  /** Turns that searched the web today, against the plan's searches a day (issue #31). */
  searches: { limit: number; used: number };
}

/**
 * Daily allowances: a turn is charged when accepted, in one conditional
 * statement, so the allowance holds exactly across instances and parallel
 * requests (no read-then-write, no Redis). Days begin at 00:00 IST.
 */
export function createUsageService(deps: {
  db: Db;
  bus: ChangeBus;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  /** How long what a statement read of a person's day admits their next turns from memory; 0: never (D220). */
  admitFromMemoryMs: number;
}) {
  const { db, now } = deps;
  const store = createSettingsStore(deps, {
    key: "usage",
    schema: usageSettingsSchema,
    defaults: DEFAULT_USAGE_SETTINGS,
  });
  const settings = store.get;

  async function allowance(userId: string, plan: Role, at: Date): Promise<Allowance> {
    const { dailyCredits, searchesPerDay } = await settings();
    const { rows } = await db.$pool.query<{ used: number; extra: number; searches: number }>({
      name: "usage-today",
      text: `select coalesce(d.used, 0) as used, u."bonusCredits" + coalesce(d.granted, 0) as extra,
                    coalesce(d.searches, 0) as searches
             from "User" u left join "UsageDay" d on d."userId" = u.id and d.day = $2::date
             where u.id = $1`,
      values: [userId, usageDay(at)],
    });
    const used = rows[0]?.used ?? 0;
    const limit = dailyCredits[plan] + (rows[0]?.extra ?? 0);
    return {
      plan,
      limit,
      used,
      remaining: Math.max(0, limit - used),
      resetsAt: allowanceResetsAt(at),
      searches: { limit: searchesPerDay[plan], used: rows[0]?.searches ?? 0 },
    };
  }

  /**
   * The person's own last `length` days (India's calendar, today included):
   * replies, tokens in and out and credits per day and per model, web and API
   * together with the API's part alongside, and API use per key. The rows per
   * day and model, for tables and CSV, are Enterprise's advanced analytics.
   */
  async function history(viewer: { id: string; role: Role }, length: UsageHistoryRange = DEFAULT_USAGE_HISTORY_DAYS) {
    const at = now();
    const dayOf = (index: number) => usageDay(new Date(at.getTime() - (length - 1 - index) * DAY_MS));
    const from = dayOf(0);
    const to = usageDay(at);
    const range = [from, to, viewer.id];
    const [{ rows }, keys] = await Promise.all([
      db.$pool.query<{
        day: string;
        model: string;
        modelName: string;
        messages: number;
        tokensIn: number;
        tokensOut: number;
        credits: number;
        apiMessages: number;
        apiTokens: number;
        apiCredits: number;
      }>(
        `with ${turnsCte("$3")}
         select to_char(${IST_DAY("at")}, 'YYYY-MM-DD') as day, model, coalesce(max("modelName"), model) as "modelName",
                count(*)::int as messages, sum("tokensIn")::int as "tokensIn", sum("tokensOut")::int as "tokensOut",
                sum(credits)::int as credits, count(*) filter (where api)::int as "apiMessages",
                coalesce(sum("tokensIn" + "tokensOut") filter (where api), 0)::int as "apiTokens",
                coalesce(sum(credits) filter (where api), 0)::int as "apiCredits"
         from turns where model is not null
         group by 1, 2 order by 1, 2`,
        range,
      ),
      db.$pool.query<{ id: string; name: string; prefix: string; requests: number; tokens: number; credits: number }>(
        `select k.id, k.name, k.prefix, count(*)::int as requests,
                sum(a."tokensIn" + a."tokensOut")::int as tokens, sum(a.credits)::int as credits
         from "ApiUsage" a join "ApiKey" k on k.id = a."apiKeyId"
         where a."userId" = $3 and ${IST_DAY('a."createdAt"')} between $1::date and $2::date
         group by k.id order by credits desc, requests desc, k.name`,
        range,
      ),
    ]);
    type Summed = "messages" | "tokensIn" | "tokensOut" | "credits" | "apiMessages" | "apiTokens" | "apiCredits";
    const total = (of: typeof rows, field: Summed) => of.reduce((sum, row) => sum + row[field], 0);
    /** Replies and tokens of some rows: what a day and a model both show. */
    const counts = (of: typeof rows) => {
      const tokensIn = total(of, "tokensIn");
      const tokensOut = total(of, "tokensOut");
      return { messages: total(of, "messages"), tokensIn, tokensOut, tokens: tokensIn + tokensOut };
    };
    const days = Array.from({ length }, (_, index) => {
      const day = dayOf(index);
      const ofDay = rows.filter((row) => row.day === day);
      return { day, ...counts(ofDay), apiMessages: total(ofDay, "apiMessages"), apiTokens: total(ofDay, "apiTokens") };
    });
    const models = [...new Set(rows.map((row) => row.model))].map((model) => {
      const ofModel = rows.filter((row) => row.model === model);
      return {
        model,
        modelName: ofModel[0]?.modelName ?? model,
        ...counts(ofModel),
        credits: total(ofModel, "credits"),
        apiMessages: total(ofModel, "apiMessages"),
        apiTokens: total(ofModel, "apiTokens"),
        apiCredits: total(ofModel, "apiCredits"),
      };
    });
    // The breakdown reads from the model that took most of the credits down.
    models.sort((a, b) => b.credits - a.credits || b.messages - a.messages || a.modelName.localeCompare(b.modelName));
    const analytics = viewer.role === "enterprise";
    return { from, to, days, models, apiKeys: keys.rows, analytics, rows: analytics ? rows : [] };
  }

  const admission = createReplyAdmission({
    db,
    settings,
    allowance,
    now,
    memory: createAdmissionMemory({ ttlMs: deps.admitFromMemoryMs, now: () => now().getTime() }),
  });

  return {
    settings,
    history,

    /** Today's allowance for the plan in force. */
    today(viewer: { id: string; role: Role }): Promise<Allowance> {
      return allowance(viewer.id, viewer.role, now());
    },

    ...admission,

    /** An admin's view of one user: today's credits (bonus included) and the last 30 days. */
    async forUser(userId: string) {
      const user = await db.user.findUnique({
        where: { id: userId },
        select: { role: true, planExpiresAt: true, bonusCredits: true },
      });
      if (!user) throw new AppError("NOT_FOUND", say("admin.userNotFound"));
      const viewer = { id: userId, role: effectiveRole(user, now()) };
      const [today, past] = await Promise.all([allowance(viewer.id, viewer.role, now()), history(viewer)]);
      return {
        today,
        bonusCredits: user.bonusCredits,
        days: past.days,
        models: past.models,
        apiKeys: past.apiKeys,
      };
    },

    recordApi: createApiUsageRecorder(db, now),

    /**
     * Gives back what a turn was charged, to the workspace too (it failed before its first token: the upstream
     * charged nothing either).
     */
    async refund(charge: Charge): Promise<void> {
      await db.$pool.query({
        name: "usage-refund",
        text: `with workspace as (update "WorkspaceUsageDay" set used = greatest(0, used - $3)
                                  where "workspaceId" = $5 and "userId" = $1 and day = $2::date)
               update "UsageDay" set used = greatest(0, used - $3), searches = greatest(0, searches - $4)
               where "userId" = $1 and day = $2::date`,
        values: [charge.userId, charge.day, charge.credits, charge.searches ?? 0, charge.workspaceId ?? null],
      });
    },

    /** Changes the groups of settings given (the others stay), on every instance at once. */
    updateSettings: (admin: AdminViewer, input: Partial<UsageSettings>) => store.update(admin, input),

    /**
     * Extra credits for a user, audited: for today only (added to today's
     * row) or standing (added to every day's allowance).
     */
    async grant(admin: AdminViewer, input: { userId: string; credits: number; standing: boolean }) {
      const day = new Date(`${usageDay(now())}T00:00:00.000Z`);
      return db.$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { id: input.userId }, select: { bonusCredits: true } });
        if (!user) throw new AppError("NOT_FOUND", say("admin.userNotFound"));
        if (input.standing)
          await tx.user.update({ where: { id: input.userId }, data: { bonusCredits: { increment: input.credits } } });
        else
          await tx.usageDay.upsert({
            where: { userId_day: { userId: input.userId, day } },
            create: { userId: input.userId, day, granted: input.credits },
            update: { granted: { increment: input.credits } },
          });
        await recordAudit(tx, {
          adminId: admin.id,
          action: input.standing ? "usage.grant.standing" : "usage.grant.today",
          entity: "User",
          entityId: input.userId,
          after: { credits: input.credits, day: input.standing ? null : day },
        });
        return {
          message: englishText("admin.creditsGranted", {
            credits: input.credits,
            standing: input.standing ? "yes" : "no",
          }),
        };
      });
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
