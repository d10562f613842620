// Process entry: configuration, database (embedded or DATABASE_URL),
// migrations, catalogue seed, listen, and a graceful stop. With
// WEB_CONCURRENCY > 1 this process prepares the database once and then runs
// that many workers on the same port (node:cluster), each a whole instance.

import cluster from "node:cluster";
import path from "node:path";
import type { Logger } from "pino";
import { type App, buildApp, PROJECT_ROOT } from "./app";
import { ensureAdmin } from "./areas/admin/admin-auth.service";
import { seedCatalog } from "./areas/catalog/catalog.service";
import { type Config, ConfigError, loadConfig } from "./core/config";
import { AppError } from "./core/errors";
import { clusterMetrics, shareWithPrimary } from "./core/metrics";
import { createAppDeps } from "./deps";
import { SHUTDOWN_MESSAGE, superviseWorkers } from "./lib/cluster";
import { createDb } from "./lib/db";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./lib/embedded-postgres";
import { chooseLogFormat, createLogger } from "./lib/logger";
import { startMetricsServer } from "./lib/metrics-server";
import { applyMigrations } from "./lib/migrate";
import { openingUrl, runningLine } from "./lib/start-line";
import { stopRequests } from "./lib/stop-signals";

const SHUTDOWN_GRACE_MS = 25_000;

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Once per start, before any instance serves: the database, its migrations, the catalogue and the admin. */
async function prepareDatabase(
  config: Config,
  log: Logger,
): Promise<{ databaseUrl: string; embedded: EmbeddedPostgres | null }> {
  // The routine steps of a start are debug lines: a person sees the one line with the URL (issue #34), and
  // LOG_LEVEL=debug shows them all. What needs acting on stays a warning.
  const step = (message: string) => log.debug(message);
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_DB_PORT, log: step });
  const databaseUrl = config.DATABASE_URL ?? embedded?.url ?? "";

  const { applied } = await applyMigrations(
    databaseUrl,
    path.join(PROJECT_ROOT, "prisma", "migrations"),
    step,
    (message) => log.warn(message),
  );
  if (applied.length > 0) step(`applied migrations: ${applied.join(", ")}`);

  const db = createDb(databaseUrl);
  try {
    const seeded = await seedCatalog(db);
    if (seeded > 0) step(`seeded the model catalogue with ${seeded} models`);
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      const { created } = await ensureAdmin(db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
      if (created) step(`created administrator "${config.ADMIN_USERNAME}"`);
    }
  } catch (error) {
    // A weak ADMIN_PASSWORD is refused like any admin password: say why and stop, rather than run without the admin.
    if (!(error instanceof AppError)) throw error;
    console.error(`Refusing to start: ADMIN_PASSWORD ${error.message.toLowerCase()}:`);
    for (const issue of error.options.errors ?? []) console.error(`  - ${issue}`);
    await db.$disconnect();
    if (embedded?.owned) await embedded.stop();
    process.exit(1);
  } finally {
    await db.$disconnect();
  }
  return { databaseUrl, embedded };
}

/** One instance: the app on `databaseUrl`, until SIGINT, SIGTERM or (as a worker) the primary's word. */
async function serve(config: Config, log: Logger, databaseUrl: string, embedded: EmbeddedPostgres | null) {
  const classify = stopRequests();
  /** Leaves without waiting for requests, but never without stopping the database this process started. */
  const exitNow = async (code: number) => {
    if (embedded?.owned) await embedded.stop().catch((error: unknown) => log.error(error));
    process.exit(code);
  };
  /** Set once the app is built: finishes in-flight requests, then closes everything in order. */
  let drain: (() => Promise<void>) | null = null;

  const stop = async (reason: string) => {
    const request = classify();
    // Ctrl+C also reaches us relayed by a parent (npm, tsx watch), and a worker hears it from the primary too:
    // that is the same stop (see server/lib/stop-signals.ts).
    if (request === "echo" || (request === "again" && reason === SHUTDOWN_MESSAGE)) return;
    if (request === "again") {
      log.warn(`${reason} again: exiting now`);
      return exitNow(1);
    }
    if (!drain) {
      // Asked to stop while still starting: nothing is in flight yet.
      log.info(`${reason} while starting: exiting`);
      return exitNow(0);
    }
    log.info(`${reason}: finishing in-flight requests`);
    setTimeout(() => {
      log.error("requests did not finish in time: exiting");
      void exitNow(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await drain();
    log.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("message", (message) => {
    if (message === SHUTDOWN_MESSAGE) void stop(SHUTDOWN_MESSAGE);
  });

  const db = createDb(databaseUrl);
  const deps = await createAppDeps(config, db, log);
  const app = await buildApp(deps, { loggerInstance: log });

  // Order matters: requests finish, then jobs in progress, then their pools close, then the database stops.
  drain = async () => {
    await app.close();
    await deps.jobs.stop();
    await deps.limiter.close();
    if (deps.planLimiter !== deps.limiter) await deps.planLimiter.close();
    await deps.bus.close();
    await db.$disconnect();
    if (embedded?.owned) await embedded.stop();
  };

  try {
    await listenQuietly(app, config);
    // A cluster's primary says it once, when the first worker listens.
    if (!cluster.isWorker) log.info(runningLine(config.APP_NAME, openingUrl(config.HOST, listeningPort(app))));
    // Prometheus' figures on their own port (issue #34): a worker's go to its primary, which serves them all.
    if (cluster.isWorker && app.metrics) shareWithPrimary(app.metrics);
    else if (config.METRICS_PORT && app.metrics) {
      const { registry } = app.metrics;
      const server = await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.HOST,
        contentType: registry.contentType,
        read: () => registry.metrics(),
        log,
      });
      app.addHook("onClose", () => new Promise<void>((resolve) => server.close(() => resolve())));
    }
  } catch (error) {
    app.log.error(error);
    await deps.jobs.stop();
    await deps.bus.close();
    await db.$disconnect();
    await exitNow(1);
  }
}

/**
 * Fastify's own "Server listening at" lines are debug here: one per address (every interface for 0.0.0.0), and
 * per worker in a cluster, where a person should see one line (runningLine). Nothing else logs in between: the
 * level is back before any connection is read.
 */
async function listenQuietly(app: App, config: Config) {
  const level = app.log.level;
  // At debug and below they stay; above info they are not written anyway.
  if (level !== "info") return app.listen({ port: config.PORT, host: config.HOST });
  app.log.level = "warn";
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } finally {
    app.log.level = level;
  }
}

const listeningPort = (app: App) => {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
};

async function main() {
  const config = loadConfigOrExit();
  // Decided once, here: a cluster's workers get the answer in LOG_FORMAT rather than look at stdout themselves.
  const format = chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY);
  const log = createLogger({ level: config.LOG_LEVEL, format });
  if (cluster.isWorker) {
    // The primary prepared the database and passed its address on.
    await serve(config, log, process.env.DATABASE_URL ?? "", null);
    return;
  }
  for (const warning of config.warnings) log.warn(warning);
  const { databaseUrl, embedded } = await prepareDatabase(config, log);
  if (config.WEB_CONCURRENCY === 1) {
    await serve(config, log, databaseUrl, embedded);
    return;
  }
  log.debug(`starting ${config.WEB_CONCURRENCY} workers on port ${config.PORT}`);
  if (config.METRICS_PORT) {
    const all = clusterMetrics();
    await startMetricsServer({ port: config.METRICS_PORT, host: config.HOST, ...all, log });
  }
  const code = await superviseWorkers({
    count: config.WEB_CONCURRENCY,
    env: { DATABASE_URL: databaseUrl, LOG_FORMAT: format },
    graceMs: SHUTDOWN_GRACE_MS,
    log: (message) => log.info(message),
    warn: (message) => log.warn(message),
    onServing: (port) => log.info(runningLine(config.APP_NAME, openingUrl(config.HOST, port))),
  });
  if (embedded?.owned) await embedded.stop();
  log.info(code === 0 ? "all workers stopped cleanly" : "stopped");
  process.exit(code);
}

await main();
