import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "../../server/lib/db";

/** `application_name` of the app's pool (as in production), so a test can pick out the app's backends. */
export const APP_CONNECTIONS = "nexgen-app";
/** `application_name` of the connections a test opens for itself. */
export const TEST_CONNECTIONS = "nexgen-test";

export interface TestDatabase {
  url: string;
  /** The pool the app runs on; tests may read and write through it too. */
  db: Db;
  /**
   * A small pool of the test's own (opened on first use), apart from the app's:
   * for reads that must not depend on the app's connections, say while a test
   * terminates those.
   */
  readonly own: Db;
  drop(): Promise<void>;
}

/** A client on the server's maintenance database, for creating, dropping and inspecting databases. */
export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: inject("testDb").serverUrl,
    application_name: `${TEST_CONNECTIONS}-admin`,
  });
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
  const db = createDb(url.toString(), { max: 5, applicationName: APP_CONNECTIONS });
  let own: Db | undefined;
  return {
    url: url.toString(),
    db,
    get own() {
      own ??= createDb(url.toString(), { max: 2, applicationName: TEST_CONNECTIONS });
      return own;
    },
    async drop() {
      await db.$disconnect();
      await own?.$disconnect();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
