// `npm run db:seed`: migrate and fill the catalogue on the database the app
// uses (DATABASE_URL, or the embedded one). Safe to run any number of times.
import path from "node:path";
import { PROJECT_ROOT } from "../server/app";
import { loadConfig } from "../server/config";
import { createDb } from "../server/lib/db";
import { startEmbeddedPostgres } from "../server/lib/embedded-postgres";
import { applyMigrations } from "../server/lib/migrate";
import { seedCatalog } from "../server/modules/catalog/catalog.service";

const config = loadConfig();
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_DB_PORT });
const url = config.DATABASE_URL ?? embedded?.url ?? "";
try {
  await applyMigrations(url, path.join(PROJECT_ROOT, "prisma", "migrations"));
  const db = createDb(url, { max: 2 });
  const added = await seedCatalog(db);
  console.log(added > 0 ? `Seeded ${added} models.` : "The catalogue already has models; nothing to seed.");
  await db.$disconnect();
} finally {
  if (embedded?.owned) await embedded.stop();
}
