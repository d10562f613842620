import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";

/**
 * Prisma for the application's queries, plus `$pool`: the same connection
 * pool, for the few statements on the chat's hot path where Prisma's own CPU
 * cost per call (1-2 ms on these machines) would dominate the latency.
 */
export type Db = PrismaClient & { $pool: pg.Pool };

export function createDb(databaseUrl: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
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
