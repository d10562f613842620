// `npm run db:migrate`: applies prisma/migrations to the app's database
// (DATABASE_URL, or the embedded PostgreSQL) the way the server does at start.
import path from "node:path";
import { applyMigrations } from "../server/lib/migrate";
import { openAppDatabase, REPO_ROOT } from "./app-database";

const log = (msg: string) => console.log(`[db:migrate] ${msg}`);
const database = await openAppDatabase(log);
try {
  const { applied } = await applyMigrations(database.url, path.join(REPO_ROOT, "prisma", "migrations"), log);
  log(applied.length > 0 ? `applied ${applied.length} migration(s)` : "database is up to date");
} catch (error) {
  console.error(`[db:migrate] ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
