import type { Db } from "../../lib/db";
import type { FileStore } from "../../lib/file-store";
import type { JobQueue } from "../../lib/job-queue";

/** Records a sweep takes at once (oldest try first: the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/**
 * Deleting stored bytes (docs/product/files.md#removal): at once, and when the store refuses (a bucket away,
 * a disk error), a `FileDeletion` record that the files sweep, run once per FILES_SWEEP_SECONDS across all
 * instances (as the billing sweep is, docs/architecture.md), tries again until the store deletes them. The
 * rows that named the bytes are gone first, so nothing waits on this: a failure costs storage, never a reply.
 */
export function createFileDeletions(deps: {
  db: Db;
  store: FileStore;
  now: () => Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}) {
  const { db, store, now } = deps;

  /** Leaves a record of each key for the sweep (a key already recorded counts one more attempt). */
  async function record(storageKeys: readonly string[]) {
    await db.$executeRaw`
      insert into "FileDeletion" ("storageKey", "createdAt", "lastTriedAt")
      select key, ${now()}, ${now()} from unnest(${[...storageKeys]}::text[]) as key
      on conflict ("storageKey") do update
      set attempts = "FileDeletion".attempts + 1, "lastTriedAt" = excluded."lastTriedAt"`;
  }

  /** Deletes the bytes now; what the store refuses is recorded for the sweep, never thrown. */
  async function remove(storageKeys: readonly string[]): Promise<void> {
    if (storageKeys.length === 0) return;
    try {
      await store.delete(storageKeys);
    } catch (err) {
      deps.log.warn({ err, count: storageKeys.length }, "could not delete the bytes of removed files: the sweep will");
      await record(storageKeys).catch((error: unknown) =>
        deps.log.error({ err: error, storageKeys }, "could not record bytes left to delete"),
      );
    }
  }

  /**
   * One sweep: deletes the recorded bytes and drops their records. When the store refuses again, the records
   * stay (one more attempt each) and the job fails, logged; the next interval's sweep tries again.
   */
  async function sweep(): Promise<{ deleted: number }> {
    const due = await db.fileDeletion.findMany({
      orderBy: { lastTriedAt: "asc" },
      take: SWEEP_BATCH,
      select: { storageKey: true },
    });
    const keys = due.map((row) => row.storageKey);
    if (keys.length === 0) return { deleted: 0 };
    // Bytes named again by a row (none today: a key is an upload's own id) are kept; only their record goes.
    const named = await db.attachment.findMany({
      where: { storageKey: { in: keys } },
      select: { storageKey: true },
      distinct: ["storageKey"],
    });
    const kept = new Set(named.map((row) => row.storageKey));
    const gone = keys.filter((key) => !kept.has(key));
    try {
      await store.delete(gone);
    } catch (error) {
      await db.fileDeletion.updateMany({
        where: { storageKey: { in: gone } },
        data: { attempts: { increment: 1 }, lastTriedAt: now() },
      });
      throw error;
    }
    await db.fileDeletion.deleteMany({ where: { storageKey: { in: keys } } });
    return { deleted: gone.length };
  }

  return {
    remove,
    sweep,
    /** Starts this instance's sweep worker and its share of sending the sweep every `sweepSeconds`. */
    start(jobs: JobQueue, sweepSeconds: number) {
      jobs.work("files-sweep", { batchSize: 1 }, sweep);
      jobs.every("files-sweep", sweepSeconds);
    },
  };
}

export type FileDeletions = ReturnType<typeof createFileDeletions>;
