// Process entry: configuration, database (embedded or DATABASE_URL),
// migrations, catalogue seed, listen, and a graceful stop.
import path from "node:path";
import pino from "pino";
import { buildApp, LOG_REDACT, PROJECT_ROOT } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createAppDeps } from "./deps";
import { createDb } from "./lib/db";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";
import { AppError } from "./lib/errors";
import { applyMigrations } from "./lib/migrate";
import { ensureAdmin } from "./modules/admin/admin-auth.service";
import { seedCatalog } from "./modules/catalog/catalog.service";

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

async function main() {
  const config = loadConfigOrExit();
  const log = pino({ level: config.LOG_LEVEL, redact: LOG_REDACT });
  for (const warning of config.warnings) log.warn(warning);
  const bootLog = (message: string) => console.log(`[start] ${message}`);

  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_DB_PORT, log: bootLog });
  const databaseUrl = config.DATABASE_URL ?? embedded?.url ?? "";

  const { applied } = await applyMigrations(databaseUrl, path.join(PROJECT_ROOT, "prisma", "migrations"), bootLog);
  if (applied.length > 0) bootLog(`applied migrations: ${applied.join(", ")}`);

  const db = createDb(databaseUrl);
  const seeded = await seedCatalog(db);
  if (seeded > 0) bootLog(`seeded the model catalogue with ${seeded} models`);

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const { created } = await ensureAdmin(db, {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
    }).catch(async (error: unknown) => {
      // A weak ADMIN_PASSWORD is refused like any admin password: say why and stop, rather than run without the admin.
      if (!(error instanceof AppError)) throw error;
      console.error(`Refusing to start: ADMIN_PASSWORD ${error.message.toLowerCase()}:`);
      for (const issue of error.options.errors ?? []) console.error(`  - ${issue}`);
      await db.$disconnect();
      if (embedded?.owned) await embedded.stop();
      process.exit(1);
    });
    if (created) bootLog(`created administrator "${config.ADMIN_USERNAME}"`);
  }

  const deps = await createAppDeps(config, db, log);
  const app = await buildApp(deps, { loggerInstance: log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error("requests did not finish in time: exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Order matters: requests finish, then jobs in progress, then their pools close, then the database stops.
    await app.close();
    await deps.jobs.stop();
    await deps.limiter.close();
    await deps.bus.close();
    await db.$disconnect();
    if (embedded?.owned) await embedded.stop();
    app.log.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    app.log.error(error);
    await deps.jobs.stop();
    await deps.bus.close();
    await db.$disconnect();
    if (embedded?.owned) await embedded.stop();
    process.exit(1);
  }
}

await main();
