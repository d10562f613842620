import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";

/**
 * Prisma for the application's queries, plus `$pool`: the same connection
 * pool, for the few statements on the chat's hot path where Prisma's own CPU
 * cost per call (1-2 ms on these machines) would dominate the latency.
 */
export type Db = PrismaClient & { $pool: pg.Pool };

const TIMESTAMP_OID = 1114;

/**
 * Prisma stores DateTime as `timestamp(3)` in UTC. pg's defaults read such a
 * value (and write a Date) in the server's local time zone, so on a machine not
 * set to UTC raw statements would be hours off: read them as UTC here, and
 * raw statements pass times as `toISOString()`.
 */
const utcTimestamps: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID && format !== "binary"
      ? (value: string) => new Date(`${value.replace(" ", "T")}Z`)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

export function createDb(
  databaseUrl: string,
  options: {
    max?: number;
    /** Names this pool's backends in pg_stat_activity (`application_name`), so they can be told apart. */
    applicationName?: string;
  } = {},
): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: options.applicationName ?? "nexgen-app",
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types: utcTimestamps,
  });
  // A connection the server terminates (restart, failover) must not crash the process.
  pool.on("error", () => {});
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  const originalDisconnect = client.$disconnect.bind(client);
  return Object.assign(client, {
    $pool: pool,
    async $disconnect() {
      await originalDisconnect();
      if (!pool.ended) await pool.end();
    },
  });
}

/** The client inside `db.$transaction(async (tx) => …)`: services take it to join a caller's transaction. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
