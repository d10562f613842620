import type { Db } from "../../lib/db";
import type { MinuteCell } from "./system-figures";

/** An instance's moment, written with its figures. */
export interface InstanceBeat {
  id: string;
  label: string;
  startedAt: Date;
  queued: number;
  active: number;
  capacity: number;
  streams: number;
}

export interface MinuteRow {
  model: string;
  modelName: string | null;
  answered: number;
  failures: number;
  reasons: Record<string, number>;
  fallbacks: Record<string, number>;
  ttftBuckets: number[];
  ttftSumMs: number;
}

export interface InstanceRow {
  id: string;
  label: string;
  startedAt: Date;
  seenAt: Date;
  queued: number;
  active: number;
  capacity: number;
  streams: number;
}

/**
 * One statement per flush (docs/operations.md#system-page): this instance's changed minutes, set to their
 * totals (the instance owns its rows, so a repeated write is harmless), and its heartbeat.
 */
export async function writeFigures(db: Db, instance: InstanceBeat, cells: MinuteCell[], at: Date) {
  const rows = JSON.stringify(cells.map((cell) => ({ ...cell, minute: cell.minute.toISOString() })));
  await db.$executeRaw`
    with figures as (
      insert into "ModelMinute" (model, minute, instance, answered, failures, reasons, fallbacks, "ttftBuckets", "ttftSumMs")
      select r.model, r.minute, ${instance.id}, r.answered, r.failures, r.reasons, r.fallbacks, r."ttftBuckets", r."ttftSumMs"
      from jsonb_to_recordset(${rows}::jsonb) as r(
        model text, minute timestamptz, answered int, failures int, reasons jsonb, fallbacks jsonb,
        "ttftBuckets" int[], "ttftSumMs" float8
      )
      on conflict (model, minute, instance) do update set
        answered = excluded.answered, failures = excluded.failures, reasons = excluded.reasons,
        fallbacks = excluded.fallbacks, "ttftBuckets" = excluded."ttftBuckets", "ttftSumMs" = excluded."ttftSumMs"
    )
    insert into "SystemInstance" (id, label, "startedAt", "seenAt", queued, active, capacity, streams)
    values (${instance.id}, ${instance.label}, ${instance.startedAt}, ${at}, ${instance.queued}, ${instance.active},
      ${instance.capacity}, ${instance.streams})
    on conflict (id) do update set "seenAt" = excluded."seenAt", queued = excluded.queued, active = excluded.active,
      capacity = excluded.capacity, streams = excluded.streams`;
}

/** A stopping instance leaves the count at once rather than after its heartbeat goes stale. */
export async function forgetInstance(db: Db, id: string) {
  await db.$executeRaw`delete from "SystemInstance" where id = ${id}`;
}

/** Minutes and silent instances older than `before` (a day: the page reads an hour). */
export async function pruneFigures(db: Db, before: Date) {
  await db.$executeRaw`delete from "ModelMinute" where minute < ${before}`;
  await db.$executeRaw`delete from "SystemInstance" where "seenAt" < ${before}`;
}

/** Every instance's minute rows since `since`, with the model's name; the service sums them per model. */
export async function readMinutes(db: Db, since: Date): Promise<MinuteRow[]> {
  return db.$queryRaw<MinuteRow[]>`
    select mm.model, m.name as "modelName", mm.answered, mm.failures, mm.reasons, mm.fallbacks, mm."ttftBuckets",
      mm."ttftSumMs"
    from "ModelMinute" mm left join "Model" m on m."modelId" = mm.model
    where mm.minute >= ${since}`;
}

/** Instances seen since `since`, oldest start first. */
export async function readInstances(db: Db, since: Date): Promise<InstanceRow[]> {
  return db.$queryRaw<InstanceRow[]>`
    select id, label, "startedAt", "seenAt", queued, active, capacity, streams
    from "SystemInstance" where "seenAt" >= ${since} order by "startedAt", id`;
}

/** Display names of models (breaker marks for models that had no traffic in the window). */
export async function modelNames(db: Db, modelIds: string[]): Promise<Map<string, string>> {
  if (modelIds.length === 0) return new Map();
  const rows = await db.model.findMany({ where: { modelId: { in: modelIds } }, select: { modelId: true, name: true } });
  return new Map(rows.map((row) => [row.modelId, row.name]));
}
