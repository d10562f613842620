// Prepares one migrated template database per run; every test file clones it
// (CREATE DATABASE ... TEMPLATE, ~70 ms) so files never share state.
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../server/lib/embedded-postgres";
import { createJobQueue } from "../../server/lib/job-queue";
import { applyMigrations } from "../../server/lib/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    testDb: { serverUrl: string; template: string };
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const embedded = process.env.TEST_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), "nexgen-test-pg"), port: 54329 });
  const serverUrl = withDatabase(process.env.TEST_DATABASE_URL ?? embedded?.url ?? "", "postgres");
  const template = `nexgen_template_${process.pid}`;

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await applyMigrations(withDatabase(serverUrl, template), MIGRATIONS);
  // The job queue's schema and queues too, as the app's first start makes them, so each file's app finds them ready.
  const silent = { warn() {}, error() {} };
  await (
    await createJobQueue({ connection: { connectionString: withDatabase(serverUrl, template) }, log: silent })
  ).stop();
  // A template must have no open connections while it is being cloned.
  project.provide("testDb", { serverUrl, template });

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 or datname = $2",
      [`nexgen_t_${process.pid}_%`, template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
  };
}
