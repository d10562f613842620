// The database the app would use, for tools run next to it (prisma-cli.mjs,
// db-migrate.ts): DATABASE_URL from the environment or the repo's `.env`,
// otherwise the embedded PostgreSQL under DATA_DIR (started here, or reused if
// the app already runs it).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { startEmbeddedPostgres } from "../server/lib/embedded-postgres";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface AppDatabase {
  url: string;
  /** Stops the embedded database if this process started it; otherwise does nothing. */
  stop(): Promise<void>;
}

/** process.env over `.env` (the app's own environment wins, as for the server). */
function setting(name: string): string | undefined {
  const file = path.join(REPO_ROOT, ".env");
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return process.env[name] || fromFile[name] || undefined;
}

export async function openAppDatabase(log: (msg: string) => void = () => {}): Promise<AppDatabase> {
  const url = setting("DATABASE_URL");
  if (url) return { url, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.resolve(REPO_ROOT, setting("DATA_DIR") ?? ".data"),
    port: Number(setting("EMBEDDED_DB_PORT") ?? 54320),
    log,
  });
  return { url: embedded.url, stop: () => embedded.stop() };
}
