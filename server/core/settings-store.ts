import type { z } from "zod";
import type { Prisma } from "../generated/prisma/client";
import type { Db } from "../lib/db";
import { recordAudit } from "./audit";
import type { ChangeBus } from "./change-bus";
import type { AdminViewer } from "./session.service";

/**
 * One group of settings an admin edits at run time (a row of the Setting
 * table, JSON checked by a shared schema): read through a cache that every
 * instance clears when any of them saves, and saved with an audit entry.
 */
export function createSettingsStore<T extends object>(
  deps: { db: Db; bus: ChangeBus; log: { warn(object: object, message: string): void } },
  options: { key: string; schema: z.ZodType<T>; defaults: T },
) {
  const { db, bus } = deps;
  const cache = bus.cache<T>({ ttlMs: 30_000 });
  bus.subscribe("settings", () => cache.clear());

  return {
    get(): Promise<T> {
      return cache.get(options.key, async () => {
        const row = await db.setting.findUnique({ where: { key: options.key }, select: { value: true } });
        // Defaults fill what an older stored value lacks.
        const parsed = options.schema.safeParse({ ...options.defaults, ...(row?.value as object) });
        if (parsed.success) return parsed.data;
        // Only a hand-edited row can be invalid (the admin call validates): say so, and go on with the defaults.
        deps.log.warn(
          { issues: parsed.error.issues, key: options.key },
          "stored settings are invalid: using the defaults",
        );
        return options.defaults;
      });
    },

    /** Changes the fields given (the others stay), on every instance at once. */
    async update(admin: AdminViewer, input: Partial<T>): Promise<T> {
      const saved = await bus.transaction(async (tx, publish) => {
        publish("settings");
        const before = await tx.setting.findUnique({ where: { key: options.key }, select: { value: true } });
        const value = { ...((before?.value as object) ?? {}), ...input } as Prisma.InputJsonObject;
        await tx.setting.upsert({
          where: { key: options.key },
          create: { key: options.key, value },
          update: { value },
        });
        await recordAudit(tx, {
          adminId: admin.id,
          action: `settings.${options.key}.update`,
          entity: "Setting",
          entityId: options.key,
          before: before?.value ?? options.defaults,
          after: value,
        });
        return value;
      });
      cache.clear();
      return options.schema.parse({ ...options.defaults, ...saved });
    },
  };
}
