import type { Db } from "../../server/lib/db";
import { jobId, type QueueName } from "../../server/lib/job-queue";

// What the job queue (pg-boss, in the `pgboss` schema of the test's database) has done: read, never changed.

/** Billing sweeps finished so far, and what the latest one found due (its output: e-mails per kind). */
async function sweeps(db: Db) {
  const [row] = await db.$queryRaw<Array<{ count: number; last: Record<string, number> | null }>>`
    select count(*)::int as count, (array_agg(output order by completed_on desc))[1] as last
    from pgboss.job where name = 'billing-sweep' and state = 'completed'`;
  return row ?? { count: 0, last: null };
}

/**
 * Waits until `more` billing sweeps have finished after this call (so anything
 * they would send has been queued), and returns what the last one found due.
 */
export async function afterSweeps(db: Db, more = 2, timeoutMs = 30_000): Promise<Record<string, number>> {
  const start = (await sweeps(db)).count;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await sweeps(db);
    if (now.count >= start + more) return now.last ?? {};
    if (Date.now() > deadline) throw new Error(`only ${now.count - start} of ${more} sweeps in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the job with this key is in `state` (e.g. `retry`: it failed and waits for its next attempt). */
export async function untilJobState(db: Db, queue: QueueName, key: string, state: string, timeoutMs = 30_000) {
  const id = jobId(queue, key);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.$queryRaw<Array<{ state: string }>>`
      select state::text from pgboss.job where name = ${queue} and id = ${id}::uuid`;
    if (row?.state === state) return;
    if (Date.now() > deadline) throw new Error(`job ${key} is ${row?.state ?? "missing"}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Billing sweeps queued so far, in any state (a file whose sweep is hourly has run at most the one at start). */
export async function sweepsQueued(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ count: number }>>`
    select count(*)::int as count from pgboss.job where name = 'billing-sweep'`;
  return row?.count ?? 0;
}
