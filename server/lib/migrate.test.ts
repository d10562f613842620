import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations } from "./migrate";

// The run's PostgreSQL server (TEST_DATABASE_URL or the embedded one), from the global setup.
const SERVER_URL = inject("testDb").serverUrl;
const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");
const committed = readdirSync(MIGRATIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const admin = new pg.Client({ connectionString: SERVER_URL });
const created: string[] = [];

/** A new empty database, dropped after the file. */
async function freshDatabase(): Promise<string> {
  const name = `nexgen_migrate_test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  created.push(name);
  return withDatabase(SERVER_URL, name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(() => admin.connect());
afterAll(async () => {
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe("applyMigrations", () => {
  it("migrates an empty database, then has nothing left to apply", async () => {
    const url = await freshDatabase();

    const first = await applyMigrations(url, MIGRATIONS);
    expect(first.applied).toEqual(committed);

    const tables = await query<{ table_name: string }>(
      url,
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(["User", "Model", "Payment"]));

    const history = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(url, "select migration_name, checksum, finished_at, applied_steps_count from _prisma_migrations");
    const init = history.find((row) => row.migration_name.endsWith("_init"));
    expect(init?.finished_at).toBeInstanceOf(Date);
    expect(init?.applied_steps_count).toBe(1);
    // The checksum Prisma computes: SHA-256 of the file's bytes.
    const file = readFileSync(path.join(MIGRATIONS, init?.migration_name ?? "", "migration.sql"));
    expect(init?.checksum).toBe(createHash("sha256").update(file).digest("hex"));

    expect((await applyMigrations(url, MIGRATIONS)).applied).toEqual([]);
  });

  it("applies each migration exactly once when two instances start together", async () => {
    const url = await freshDatabase();

    const results = await Promise.all([applyMigrations(url, MIGRATIONS), applyMigrations(url, MIGRATIONS)]);

    expect(results.flatMap((r) => r.applied).sort()).toEqual(committed);
    const rows = await query<{ migration_name: string }>(url, "select migration_name from _prisma_migrations");
    expect(rows.map((r) => r.migration_name).sort()).toEqual(committed);
  });

  it("rolls a failing migration back whole and refuses a history with a failed migration", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const write = (name: string, sql: string) => {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };
    try {
      // `;` inside a $$ body and a string must not split the script.
      write("20000101000000_ok", "CREATE TABLE a (v text);\nDO $$ BEGIN INSERT INTO a VALUES ('x;y'); END $$;\n");
      write("20000102000000_bad", "CREATE TABLE b (v text);\nSELECT no_such_function();\n");
      const url = await freshDatabase();

      await expect(applyMigrations(url, dir)).rejects.toThrow(/20000102000000_bad failed/);
      expect(await query(url, "select v from a")).toEqual([{ v: "x;y" }]);
      expect(await query(url, "select to_regclass('b') as b")).toEqual([{ b: null }]);
      expect(await query(url, "select migration_name from _prisma_migrations")).toEqual([
        { migration_name: "20000101000000_ok" },
      ]);

      // A row Prisma left unfinished (e.g. `prisma migrate deploy` failed) must be resolved first.
      await query(
        url,
        `insert into _prisma_migrations (id, checksum, migration_name) values ('x', 'x', '20000102000000_bad')`,
      );
      await expect(applyMigrations(url, dir)).rejects.toThrow(/20000102000000_bad failed or are still running/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
