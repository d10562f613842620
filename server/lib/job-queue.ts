import { createHash } from "node:crypto";
import pg from "pg";
import PgBoss from "pg-boss";

/**
 * The app's queues. pg-boss keeps them, with its own tables, in the `pgboss`
 * schema, which it creates (or migrates) at the first start under an advisory
 * lock; each instance then declares these queues, which costs nothing once
 * they exist.
 * - `billing-mail`: one billing e-mail per job (receipt, plan ending, plan ended, refund);
 * - `billing-sweep`: finds the billing e-mails that are due (one run at a time: `stately`);
 * - `files-sweep`: deletes stored bytes whose first deletion failed (one run at a time);
 * - `conversation-import`: one uploaded export read and its conversations written (issue #33);
 * - `invoice.issue`: a workspace payment's GST invoice (issue #35; its worker is the invoices area's).
 */
const QUEUES = {
  "billing-mail": "standard",
  "billing-sweep": "stately",
  "files-sweep": "stately",
  "conversation-import": "standard",
  "invoice.issue": "standard",
} as const satisfies Record<string, PgBoss.QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

/** Connections a queue holds on one instance: its workers' polls, sends and pg-boss's own upkeep. */
const POOL_SIZE = 4;
/** How long a worker waits between polls when nobody told it of a new job. */
const POLL_SECONDS = 2;
/** On stop, how long jobs in progress get to finish before pg-boss marks them failed (to be retried). */
const STOP_TIMEOUT_MS = 10_000;
/**
 * Held while the queues are declared. Each queue is a partition that pg-boss
 * creates with locks taken in an order of its own: instances starting
 * together on a new database (WEB_CONCURRENCY workers, a rolling deploy)
 * deadlocked there and one of them died.
 */
const QUEUE_SETUP_LOCK = 0x6e67_6a71;

export interface SendOptions {
  /** Attempts after the first failure; each waits about twice as long as the one before. */
  retryLimit: number;
  /** Wait before the first retry, in seconds. */
  retryDelaySeconds: number;
  /** A job still running after this long is failed (and retried): it must outlast the slowest honest run. */
  expireInSeconds: number;
}

export interface JobQueue {
  /**
   * Queues jobs. A job with a `key` is one job per key: sending it again while
   * one with the same key is waiting, running, retrying or recently done adds
   * nothing, on any instance.
   */
  send<T extends object>(queue: QueueName, jobs: Array<{ data: T; key?: string }>, options: SendOptions): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs on this instance, `batchSize` at a time,
   * one after another. A job whose handler throws is failed on its own and
   * retried with backoff; what a handler returns is kept as the job's output.
   */
  work<T extends object>(
    queue: QueueName,
    options: { batchSize: number },
    handler: (data: T) => Promise<unknown>,
  ): void;
  /** Queues one job on `queue` every `seconds`, across all instances together (one per interval, whoever sends it). */
  every(queue: QueueName, seconds: number): void;
  /** Stops polling, lets the jobs in progress finish (or fails them after 10 s) and closes the connections. */
  stop(): Promise<void>;
  /** Jobs waiting to run, every queue together (the operator's figures, issue #34). */
  depth(): Promise<number>;
}

interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A job's id derived from its key, so the same key is always the same job (pg-boss ignores a second insert of an id). */
export function jobId(queue: QueueName, key: string): string {
  const hex = createHash("sha256").update(`${queue}\n${key}`).digest("hex");
  // 128 bits of the hash, written as PostgreSQL's uuid type reads them.
  return hex.slice(0, 32).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
}

/**
 * pg-boss's statements on a pool of this queue's own (so jobs never wait for,
 * or hold up, the connections requests use). Every statement is tracked, so
 * stop() can wait for the last completion to be written before the pool
 * closes, and a statement that fails inside a transaction pg-boss opened
 * (its schema set-up runs as one multi-statement string) is rolled back before
 * the connection goes back to the pool.
 */
function trackedDb(pool: pg.Pool) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]) {
      const run = (async () => {
        const client = await pool.connect();
        try {
          const result = await client.query(text, values);
          client.release();
          return result;
        } catch (error) {
          const reusable = await client.query("rollback").then(
            () => true,
            () => false,
          );
          client.release(!reusable);
          throw error;
        }
      })();
      inFlight.add(run);
      void run.then(
        () => inFlight.delete(run),
        () => inFlight.delete(run),
      );
      return run;
    },
    pending: () => [...inFlight],
  };
}

/**
 * Starts the durable job queue on PostgreSQL (pg-boss): installs or migrates
 * its schema, declares the app's queues and keeps its upkeep running (failing
 * jobs whose instance died once they expire, archiving finished ones). Jobs
 * survive restarts: they are rows, taken with `FOR UPDATE SKIP LOCKED`, so
 * each is run by one worker on one instance at a time.
 */
export async function createJobQueue(options: { connection: pg.PoolConfig; log: Log }): Promise<JobQueue> {
  const { log } = options;
  const pool = new pg.Pool({
    ...options.connection,
    max: POOL_SIZE,
    application_name: "nexgen-jobs",
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server terminates (restart, failover) must not crash the process.
  pool.on("error", () => {});
  const db = trackedDb(pool);
  const boss = new PgBoss({
    db,
    // No cron: the periodic jobs are sent by every(), which needs intervals under a minute.
    schedule: false,
    supervise: true,
    pollingIntervalSeconds: POLL_SECONDS,
  });
  // Upkeep that fails (the database is away) is retried at its next interval; without a listener it would crash the process.
  boss.on("error", (error) => log.warn({ err: error }, "job queue: upkeep failed"));

  try {
    await boss.start();
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [QUEUE_SETUP_LOCK]);
      for (const [name, policy] of Object.entries(QUEUES))
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy });
    } finally {
      // Ending the session would release it too; unlocking keeps the connection for the pool.
      await lock.query("select pg_advisory_unlock($1)", [QUEUE_SETUP_LOCK]).finally(() => lock.release());
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    await pool.end();
    throw error;
  }

  const workers = new Map<QueueName, string[]>();
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  /** Wakes this instance's workers of `queue` now, rather than at their next poll. */
  const wake = (queue: QueueName) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };

  return {
    async depth() {
      const sizes = await Promise.all(Object.keys(QUEUES).map((queue) => boss.getQueueSize(queue)));
      return sizes.reduce((sum, size) => sum + size, 0);
    },

    async send(queue, jobs, send) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ data, key }) => ({
          name: queue,
          data,
          ...(key ? { id: jobId(queue, key) } : {}),
          retryLimit: send.retryLimit,
          retryDelay: send.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: send.expireInSeconds,
        })),
      );
      wake(queue);
    },

    work(queue, { batchSize }, handler) {
      if (stopped) return;
      const run = async (batch: PgBoss.Job<object>[]) => {
        let output: unknown;
        for (const job of batch) {
          try {
            output = await handler(job.data as Parameters<typeof handler>[0]);
          } catch (error) {
            log.warn({ err: error, queue, jobId: job.id }, "job failed: it will be retried");
            // Only this job; the others of the batch are completed when the batch returns.
            await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
        return batch.length === 1 ? output : undefined;
      };
      const id = boss.work<object>(queue, { batchSize, pollingIntervalSeconds: POLL_SECONDS }, (batch) => {
        const done = run(batch);
        running.add(done);
        return done.finally(() => running.delete(done));
      });
      void id.then(
        (workerId) => workers.set(queue, [...(workers.get(queue) ?? []), workerId]),
        (error: unknown) => log.error({ err: error, queue }, "job queue: could not start a worker"),
      );
    },

    every(queue, seconds) {
      if (stopped) return;
      const tick = () =>
        boss
          // One job per `seconds`-long slot, whichever instance sends first; a slow run never piles up (stately).
          .sendThrottled(queue, {}, { retryLimit: 0, expireInSeconds: Math.max(60, seconds * 2) }, seconds)
          .then((id) => id && wake(queue))
          .catch((error: unknown) => log.warn({ err: error, queue }, "job queue: could not queue a periodic job"));
      void tick();
      const timer = setInterval(tick, seconds * 1000);
      timer.unref();
      timers.push(timer);
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
      // A poll answered after the stop began still runs its jobs, and a finished job's completion is
      // written after its handler returns: both finish before the connections go.
      for (;;) {
        await Promise.allSettled([...running, ...db.pending()]);
        await new Promise((resolve) => setImmediate(resolve));
        if (running.size === 0 && db.pending().length === 0) break;
      }
      await pool.end();
    },
  };
}
