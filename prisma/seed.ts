// `npm run db:seed`: migrate and fill the catalogue on the database the app
// uses (DATABASE_URL, or the embedded one). Safe to run any number of times.
import path from "node:path";
import { openAppDatabase, REPO_ROOT } from "../scripts/app-database";
import { seedCatalog } from "../server/areas/catalog/catalog.service";
import { createDb } from "../server/lib/db";
import { applyMigrations } from "../server/lib/migrate";

const database = await openAppDatabase();
try {
  await applyMigrations(database.url, path.join(REPO_ROOT, "prisma", "migrations"));
  const db = createDb(database.url, { max: 2 });
  const added = await seedCatalog(db);
  console.log(added > 0 ? `Seeded ${added} models.` : "The catalogue already has models; nothing to seed.");
  await db.$disconnect();
} finally {
  await database.stop();
}
