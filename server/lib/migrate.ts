// Applies the committed prisma/migrations/*/migration.sql at start, without
// the Prisma CLI or its schema engine (which these machines cannot download).
// It keeps Prisma's bookkeeping exactly, so `prisma migrate status/dev/deploy`
// see these migrations as their own.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

// The key Prisma's schema engine itself locks (`SELECT pg_advisory_lock(72707369)`):
// app instances starting together, and a `prisma migrate` run at the same
// time, all take their turn.
const ADVISORY_LOCK_KEY = 72707369;

// Prisma's own definition of its history table (schema engine, PostgreSQL flavour).
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

interface Migration {
  name: string;
  sql: string;
  /** What Prisma stores in `checksum`: the SHA-256 of the file's bytes, in hex. */
  checksum: string;
}

function readMigrations(migrationsDir: string): Migration[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort() // Prisma's order too: names start with a UTC timestamp
    .map((name) => {
      const bytes = readFileSync(path.join(migrationsDir, name, "migration.sql"));
      return { name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
    });
}

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

export async function applyMigrations(
  databaseUrl: string,
  migrationsDir: string,
  log: (msg: string) => void = () => {},
  /** What a person should act on (a migration edited or missing); `log` when not given. */
  warn: (msg: string) => void = log,
): Promise<{ applied: string[] }> {
  const migrations = readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Like Prisma, honour `?schema=` in the URL (pg itself ignores it).
    const schema = new URL(databaseUrl).searchParams.get("schema");
    if (schema) {
      const quoted = client.escapeIdentifier(schema);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
      await client.query(`SET search_path TO ${quoted}`);
    }

    // Session-level lock, held until we are done (or our connection drops).
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_MIGRATIONS_TABLE);

    // Rows rolled back (`prisma migrate resolve --rolled-back`) are history only.
    const { rows } = await client.query<HistoryRow>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"
       WHERE rolled_back_at IS NULL ORDER BY started_at`,
    );
    const failed = rows.filter((row) => row.finished_at === null).map((row) => row.migration_name);
    if (failed.length > 0) {
      throw new Error(
        `Migration(s) ${failed.join(", ")} failed or are still running in this database. Fix the database, then mark ` +
          "each with `node scripts/prisma-cli.mjs migrate resolve --rolled-back <name>` (or `--applied <name>`).",
      );
    }
    const done = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    for (const [name] of done) {
      if (!migrations.some((m) => m.name === name))
        warn(`migration ${name} is applied but missing from ${migrationsDir}`);
    }

    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) warn(`migration ${migration.name} was edited after it was applied`);
        continue;
      }
      log(`applying migration ${migration.name}`);
      // One transaction per migration (PostgreSQL DDL is transactional): a
      // failure leaves neither half a schema nor a failed history row.
      // The script goes as one simple-protocol query, so `$$` bodies and `;`
      // inside strings are fine.
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, clock_timestamp(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed (nothing of it was applied): ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(migration.name);
    }
    return { applied };
  } finally {
    // Closing the session releases the advisory lock.
    await client.end();
  }
}
