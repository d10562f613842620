import { allowanceResetsAt, allowanceSpentMessage, usageDay } from "../../../shared/allowance";
import type { Role } from "../../../shared/roles";
import { DEFAULT_USAGE_SETTINGS, type UsageSettings, usageSettingsSchema } from "../../../shared/usage";
import type { ChangeBus } from "../../lib/change-bus";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { recordAudit } from "../admin/audit.service";
import type { AdminViewer } from "../auth/session.service";

const SETTINGS_KEY = "usage";

/** What a turn was charged, so that a turn that fails before its first token can be refunded exactly. */
export interface Charge {
  userId: string;
  day: string;
  credits: number;
}

export interface Allowance {
  plan: Role;
  /** Credits today: the plan's, plus standing bonus and today's grant. */
  limit: number;
  used: number;
  remaining: number;
  resetsAt: Date;
}

/**
 * Daily allowances: a turn is charged when accepted, in one conditional
 * statement, so the allowance holds exactly across instances and parallel
 * requests (no read-then-write, no Redis). Days begin at 00:00 IST.
 */
export function createUsageService(deps: { db: Db; bus: ChangeBus; now: () => Date }) {
  const { db, bus, now } = deps;
  const cache = bus.cache<UsageSettings>({ ttlMs: 30_000 });
  bus.subscribe("settings", () => cache.clear());

  function settings(): Promise<UsageSettings> {
    return cache.get(SETTINGS_KEY, async () => {
      const row = await db.setting.findUnique({ where: { key: SETTINGS_KEY }, select: { value: true } });
      // Defaults fill what an older stored value lacks.
      const parsed = usageSettingsSchema.safeParse({ ...DEFAULT_USAGE_SETTINGS, ...(row?.value as object) });
      return parsed.success ? parsed.data : DEFAULT_USAGE_SETTINGS;
    });
  }

  async function allowance(userId: string, plan: Role, at: Date): Promise<Allowance> {
    const { dailyCredits } = await settings();
    const { rows } = await db.$pool.query<{ used: number; extra: number }>({
      name: "usage-today",
      text: `select coalesce(d.used, 0) as used, u."bonusCredits" + coalesce(d.granted, 0) as extra
             from "User" u left join "UsageDay" d on d."userId" = u.id and d.day = $2::date
             where u.id = $1`,
      values: [userId, usageDay(at)],
    });
    const used = rows[0]?.used ?? 0;
    const limit = dailyCredits[plan] + (rows[0]?.extra ?? 0);
    return { plan, limit, used, remaining: Math.max(0, limit - used), resetsAt: allowanceResetsAt(at) };
  }

  return {
    settings,

    /** Today's allowance for the plan in force. */
    today(viewer: { id: string; role: Role }): Promise<Allowance> {
      return allowance(viewer.id, viewer.role, now());
    },

    /**
     * Takes `credits` from today's allowance, or refuses with a 429 that says
     * how much was used, the limit, and when it renews. The row is created,
     * or its count raised, only if the result stays within the limit.
     */
    async charge(viewer: { id: string; role: Role }, credits: number): Promise<Charge> {
      const at = now();
      const day = usageDay(at);
      const { dailyCredits } = await settings();
      const { rowCount } = await db.$pool.query({
        name: "usage-charge",
        text: `insert into "UsageDay" ("userId", day, used, granted)
               select $1, $2::date, $3, 0
               where $3 <= $4 + (select "bonusCredits" from "User" where id = $1)
                         + coalesce((select granted from "UsageDay" where "userId" = $1 and day = $2::date), 0)
               on conflict ("userId", day) do update set used = "UsageDay".used + excluded.used
               where "UsageDay".used + excluded.used
                     <= $4 + "UsageDay".granted + (select "bonusCredits" from "User" where id = $1)`,
        values: [viewer.id, day, credits, dailyCredits[viewer.role]],
      });
      if (rowCount === 1) return { userId: viewer.id, day, credits };
      const today = await allowance(viewer.id, viewer.role, at);
      throw new AppError("TOO_MANY_REQUESTS", allowanceSpentMessage(viewer.role, today.limit, today.used, credits), {
        retryAfter: Math.max(1, Math.ceil((today.resetsAt.getTime() - at.getTime()) / 1000)),
        extra: { limit: today.limit, used: today.used, resetsAt: today.resetsAt.toISOString() },
      });
    },

    /** Gives back what a turn was charged (it failed before its first token: the upstream charged nothing either). */
    async refund(charge: Charge): Promise<void> {
      await db.$pool.query({
        name: "usage-refund",
        text: `update "UsageDay" set used = greatest(0, used - $3) where "userId" = $1 and day = $2::date`,
        values: [charge.userId, charge.day, charge.credits],
      });
    },

    async updateSettings(admin: AdminViewer, input: UsageSettings): Promise<UsageSettings> {
      const saved = await bus.transaction(async (tx, publish) => {
        publish("settings");
        const before = await tx.setting.findUnique({ where: { key: SETTINGS_KEY }, select: { value: true } });
        const value = { ...((before?.value as object) ?? {}), ...input };
        await tx.setting.upsert({
          where: { key: SETTINGS_KEY },
          create: { key: SETTINGS_KEY, value },
          update: { value },
        });
        await recordAudit(tx, {
          adminId: admin.id,
          action: "settings.usage.update",
          entity: "Setting",
          entityId: SETTINGS_KEY,
          before: before?.value ?? DEFAULT_USAGE_SETTINGS,
          after: value,
        });
        return value;
      });
      cache.clear();
      return usageSettingsSchema.parse(saved);
    },

    /**
     * Extra credits for a user, audited: for today only (added to today's
     * row) or standing (added to every day's allowance).
     */
    async grant(admin: AdminViewer, input: { userId: string; credits: number; standing: boolean }) {
      const day = usageDay(now());
      return db.$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { id: input.userId }, select: { bonusCredits: true } });
        if (!user) throw new AppError("NOT_FOUND", "User not found");
        if (input.standing)
          await tx.user.update({ where: { id: input.userId }, data: { bonusCredits: { increment: input.credits } } });
        else
          await tx.usageDay.upsert({
            where: { userId_day: { userId: input.userId, day: new Date(`${day}T00:00:00.000Z`) } },
            create: { userId: input.userId, day: new Date(`${day}T00:00:00.000Z`), granted: input.credits },
            update: { granted: { increment: input.credits } },
          });
        await recordAudit(tx, {
          adminId: admin.id,
          action: input.standing ? "usage.grant.standing" : "usage.grant.today",
          entity: "User",
          entityId: input.userId,
          after: { credits: input.credits, day: input.standing ? null : day },
        });
        return { message: `${input.credits} credits granted ${input.standing ? "for every day" : "for today"}.` };
      });
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
