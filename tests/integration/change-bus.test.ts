import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChangeBus, createChangeBus } from "../../server/core/change-bus";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Two buses on one database stand for two instances.
let database: TestDatabase;
let one: ChangeBus;
let two: ChangeBus;
const log = pino({ level: "silent" });

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

/** Ends every change-bus connection to this database, as a failover or a network cut would. */
async function dropListeners() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'nexgen-change-bus'`,
    );
    expect(rowCount).toBe(2);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const first = createChangeBus({ db: database.db, log });
  const second = createChangeBus({ db: database.db, log });
  await Promise.all([first.ready, second.ready]);
  one = first;
  two = second;
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
});

describe("the change bus", () => {
  it("delivers a committed change here at once and elsewhere on commit, and a rolled-back one nowhere", async () => {
    const here: string[] = [];
    const there: string[] = [];
    one.subscribe("user", (id) => here.push(id));
    two.subscribe("user", (id) => there.push(id));

    await expect(
      one.transaction(async (_tx, publish) => {
        publish("user", "rolled-back");
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await one.transaction(async (_tx, publish) => publish("user", "committed"));
    expect(here).toEqual(["committed"]);
    // Notifications arrive in commit order, so a rolled-back one would have come first.
    expect(await until(() => there.length > 0, 2_000)).toBe(true);
    expect(there).toEqual(["committed"]);
  });

  it("bypasses and empties its caches while it cannot listen, and listens again by itself", async () => {
    expect(two.live).toBe(true);
    const cache = two.cache<number>({ ttlMs: 60_000 });
    let loads = 0;
    const read = () => cache.get("key", async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);

    await dropListeners();
    expect(await until(() => !two.live, 2_000)).toBe(true);
    // Changes made now reach nobody: nothing may be served from memory.
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);

    expect(await until(() => two.live && one.live, 10_000)).toBe(true);
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
    const seen: string[] = [];
    two.subscribe("catalog", () => seen.push("catalog"));
    await one.transaction(async (_tx, publish) => publish("catalog"));
    expect(await until(() => seen.length > 0, 2_000)).toBe(true);
  });
});
