import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "../../server/lib/db";

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("testDb").serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of this file's own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { serverUrl, template } = inject("testDb");
  const name = `nexgen_t_${template.split("_").pop()}_${randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`create database ${name} template ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: 5 });
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.$disconnect();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
