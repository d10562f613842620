import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { Db, Tx } from "../lib/db";

/** One channel for every kind of change; the topic travels in the payload. */
const CHANNEL = "nexgen_changes";
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
// A connection that died without a word (no RST) must not pass for live for long.
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

/**
 * What changed: the catalogue, a user's account or sessions (payload: the user
 * id), the settings; a reply in progress that a reader elsewhere follows was
 * written to, a reader elsewhere follows a reply, or a reply was asked to stop
 * (payload: the reply's message id); a conversation was deleted, so its replies in progress must
 * stop (payload: its id); an API key was revoked (payload: its hash); a person's turns are refused
 * for a while (payload: the user id and until when, see chat/refusal-limit.ts); a model is marked
 * unavailable or well again (payload: its id and until when, 0 for well, see chat/model-health.ts); a
 * workspace's seats, members, caps or standing changed (payload: its id, see workspaces/access.ts).
 */
export type Topic =
  | "catalog"
  | "user"
  | "settings"
  | "reply"
  | "reply-watch"
  | "reply-stop"
  | "conversation-deleted"
  | "api-key"
  | "chat-refusals"
  | "model-health"
  | "workspace";
type Change = [topic: Topic, payload: string];
export type Publish = (topic: Topic, payload?: string) => void;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A read-through cache that serves entries only while the bus is live and empties whenever it might have missed a change. */
export interface BusCache<V> {
  get(key: string, load: () => Promise<V>, group?: string): Promise<V>;
  delete(key: string): void;
  deleteGroup(group: string): void;
  clear(): void;
}

export interface ChangeBus {
  /** Whether changes from other instances are arriving now; caches are bypassed otherwise. */
  readonly live: boolean;
  subscribe(topic: Topic, handler: (payload: string) => void): void;
  /**
   * Runs `work` in a transaction. What it publishes reaches other instances when
   * (and only if) the transaction commits, and this instance's subscribers
   * before the returned promise settles.
   */
  transaction<T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T>;
  /** Announces a change that no transaction carries (this instance's subscribers hear it too). */
  publish(topic: Topic, payload: string): Promise<void>;
  /**
   * The arguments of `pg_notify($channel, $message)` announcing a change to
   * other instances, for a statement that writes and announces in one round trip.
   */
  notification(topic: Topic, payload: string): [channel: string, message: string];
  cache<V>(options: { ttlMs: number; maxEntries?: number }): BusCache<V>;
  close(): Promise<void>;
}

/**
 * Cross-instance invalidation on PostgreSQL LISTEN/NOTIFY: one dedicated
 * connection per process (not from the pool, whose connections come and go)
 * listens; it reconnects with backoff when it drops. Notifications sent while
 * it is down are lost, so caches are emptied when it goes down and again when
 * it is back, and bypassed in between.
 */
export function createChangeBus(deps: {
  db: Db;
  log: Log;
  /** false: publish only; never live, so its caches are always bypassed. */
  listen?: boolean;
}): ChangeBus & { ready: Promise<void> } {
  const { db, log } = deps;
  const origin = randomUUID();
  const handlers = new Map<Topic, Array<(payload: string) => void>>();
  const caches = new Set<BusCache<unknown>>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  function flush() {
    for (const cache of caches) cache.clear();
  }

  function deliver(changes: Change[]) {
    for (const [topic, payload] of changes)
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          log.error({ err: error, topic }, "change handler failed");
        }
      }
  }

  function receive(raw: string | undefined) {
    let message: { origin?: string; changes?: Change[] };
    try {
      message = JSON.parse(raw ?? "");
    } catch {
      // Not ours to read, so we cannot tell what changed.
      flush();
      return;
    }
    // This instance delivered its own changes when they committed.
    if (message.origin !== origin) deliver(message.changes ?? []);
  }

  function lost(which: pg.Client, error?: unknown) {
    if (client !== which) return;
    client = null;
    if (live) log.warn({ err: error }, "change bus disconnected: caches bypassed until it is back");
    live = false;
    flush();
    clearInterval(heartbeatTimer);
    which.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures++);
    retryTimer = setTimeout(() => void connect(), delay * (0.5 + Math.random() / 2));
    retryTimer.unref();
  }

  function heartbeat(which: pg.Client) {
    let pending = false;
    heartbeatTimer = setInterval(() => {
      if (pending) return;
      pending = true;
      const timeout = setTimeout(() => lost(which, new Error("heartbeat timed out")), HEARTBEAT_TIMEOUT_MS);
      which.query("select 1").then(
        () => {
          pending = false;
          clearTimeout(timeout);
        },
        (error: unknown) => {
          clearTimeout(timeout);
          lost(which, error);
        },
      );
    }, HEARTBEAT_MS);
    heartbeatTimer.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      ...db.$pool.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: "nexgen-change-bus",
    });
    client = next;
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      if (message.channel === CHANNEL) receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      if (failures === 0 && !closed) log.warn({ err: error }, "change bus cannot listen: retrying");
      lost(next, error);
      return;
    }
    if (client !== next) return;
    if (failures > 0) log.info({}, "change bus reconnected");
    failures = 0;
    // Whatever was cached before may have changed while nobody listened.
    flush();
    live = true;
    heartbeat(next);
  }

  const bus = {
    get live() {
      return live;
    },

    ready: deps.listen === false ? Promise.resolve() : connect(),

    subscribe(topic: Topic, handler: (payload: string) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },

    async transaction<T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
      const changes: Change[] = [];
      const result = await db.$transaction(async (tx) => {
        const value = await work(tx, (topic, payload = "") => {
          changes.push([topic, payload]);
        });
        // pg_notify inside the transaction is delivered on commit, never on rollback.
        if (changes.length > 0)
          await tx.$executeRaw`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, changes })})`;
        return value;
      });
      deliver(changes);
      return result;
    },

    async publish(topic: Topic, payload: string) {
      await db.$pool.query("select pg_notify($1, $2)", bus.notification(topic, payload));
      deliver([[topic, payload]]);
    },

    notification(topic: Topic, payload: string): [string, string] {
      return [CHANNEL, JSON.stringify({ origin, changes: [[topic, payload]] })];
    },

    cache<V>(options: { ttlMs: number; maxEntries?: number }): BusCache<V> {
      const maxEntries = options.maxEntries ?? 10_000;
      const entries = new Map<string, { at: number; value: Promise<V>; group?: string }>();
      const groups = new Map<string, Set<string>>();

      function remove(key: string) {
        const entry = entries.get(key);
        if (!entry) return;
        entries.delete(key);
        if (entry.group === undefined) return;
        const keys = groups.get(entry.group);
        keys?.delete(key);
        if (keys?.size === 0) groups.delete(entry.group);
      }

      function sweep(at: number) {
        for (const [key, entry] of entries) if (at - entry.at >= options.ttlMs) remove(key);
      }

      const cache: BusCache<V> = {
        get(key, load, group) {
          if (!live) return load();
          const at = performance.now();
          const hit = entries.get(key);
          if (hit && at - hit.at < options.ttlMs) return hit.value;
          remove(key);
          if (entries.size >= maxEntries) sweep(at);
          if (entries.size >= maxEntries) cache.clear();
          // Stored before the read starts, so a change announced while it runs drops it.
          const value = load();
          const entry = { at, value, group };
          entries.set(key, entry);
          if (group !== undefined) groups.set(group, (groups.get(group) ?? new Set()).add(key));
          value.catch(() => {
            if (entries.get(key) === entry) remove(key);
          });
          return value;
        },
        delete: remove,
        deleteGroup(group) {
          for (const key of groups.get(group) ?? []) remove(key);
        },
        clear() {
          entries.clear();
          groups.clear();
        },
      };
      caches.add(cache as BusCache<unknown>);
      return cache;
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      live = false;
      flush();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
  return bus;
}
