import cluster, { type Worker } from "node:cluster";
import { stopRequests } from "./stop-signals";

/** Restarts allowed within RESTART_WINDOW_MS before the primary gives up (a crash loop is not service). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** What a worker is told when the primary stops; it finishes its requests like on SIGTERM. */
export const SHUTDOWN_MESSAGE = "nexgen:shutdown";

/**
 * The primary of `WEB_CONCURRENCY` > 1: runs `count` copies of this program
 * as node:cluster workers that share the listening port (the primary hands
 * out connections round-robin), replaces a worker that dies, and on SIGINT or
 * SIGTERM asks every worker to finish its requests. A worker that dies before
 * any has listened (bad configuration, port taken) stops them all, as do
 * restarts in a loop. Resolves with the exit code once
 * every worker has exited.
 */
export function superviseWorkers(options: {
  count: number;
  env: Record<string, string>;
  graceMs: number;
  log: (message: string) => void;
  /** Why the workers stop or restart when something went wrong: said whatever LOG_LEVEL hides below warnings. */
  warn?: (message: string) => void;
  /** Once, when the first worker listens, with the port they share. */
  onServing?: (port: number) => void;
}): Promise<number> {
  const { count, env, graceMs, log, onServing } = options;
  const warn = options.warn ?? log;
  // Our own count: cluster.workers drops a worker only once it has both exited and disconnected.
  const live = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  let served = false;
  const restarts: number[] = [];
  let stopping = false;
  let failed = false;

  return new Promise((resolve) => {
    const fork = () => live.add(cluster.fork(env));

    const classify = stopRequests();
    const stopAll = (reason: string, say: (message: string) => void = log) => {
      const request = classify();
      // Ctrl+C relayed by a parent (npm) as well as sent by the terminal is one request (see stop-signals.ts).
      if (request === "echo") return;
      if (request === "again") {
        log(`${reason} again: stopping the workers now`);
        for (const worker of live) worker.process.kill("SIGKILL");
        return;
      }
      stopping = true;
      say(`${reason}: asking ${live.size} workers to finish their requests`);
      // One still starting may not listen for the message yet, and has nothing in flight: SIGTERM ends it.
      for (const worker of live)
        if (listening.has(worker) && worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
        else worker.process.kill("SIGTERM");
      // A worker has its own grace period; this only catches one that hangs past it.
      setTimeout(() => {
        for (const worker of live) worker.process.kill("SIGKILL");
      }, graceMs + 5_000).unref();
    };

    cluster.on("listening", (worker, address) => {
      listening.add(worker);
      if (!served) onServing?.(address.port);
      served = true;
    });
    cluster.on("exit", (worker, code, signal) => {
      live.delete(worker);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (stopping) {
        if (code !== 0 && signal !== "SIGTERM") failed = true;
        if (live.size === 0) resolve(failed ? 1 : 0);
        return;
      }
      if (!served) {
        failed = true;
        stopAll(`a worker exited with ${how} before it started serving`, warn);
        if (live.size === 0) resolve(1);
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts[0] !== undefined && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        failed = true;
        stopAll(`workers exited ${restarts.length} times in a minute`, warn);
        if (live.size === 0) resolve(1);
        return;
      }
      warn(`worker ${worker.process.pid} exited with ${how}: starting another`);
      fork();
    });

    process.on("SIGINT", () => stopAll("SIGINT"));
    process.on("SIGTERM", () => stopAll("SIGTERM"));
    for (let index = 0; index < count; index++) fork();
  });
}
