import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/database";
import { createPostgresRateLimiter, type RateLimiter } from "./rate-limit";
import { createRememberedLimiter } from "./remembered-limiter";

// D222: /v1's request windows counted from memory between readings, on the real shared counters.
let database: TestDatabase;
let shared: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  shared = createPostgresRateLimiter(database.db);
});
afterAll(() => database?.drop());

const countOf = async (key: string) =>
  (await database.db.rateLimitBucket.findUnique({ where: { key }, select: { count: true } }))?.count ?? 0;

/** Holds the window's row in a transaction of its own, so the shared count waits until `release`. */
async function holdRow(key: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("begin");
  await client.query(`select 1 from "RateLimitBucket" where key = $1 for update`, [key]);
  return async () => {
    await client.query("commit");
    await client.end();
  };
}

describe("request windows counted from memory (D222)", () => {
  it("allows a hit the last reading leaves room for without waiting, and the shared count still sees it", async () => {
    const limiter = createRememberedLimiter(shared);
    expect(await limiter.hit("k1", 10, 60)).toMatchObject({ allowed: true, count: 1 });
    const release = await holdRow("k1");
    // The shared count waits for the row; the answer does not.
    expect(await limiter.hit("k1", 10, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await countOf("k1")).toBe(1);
    await release();
    await vi.waitFor(async () => expect(await countOf("k1")).toBe(2), { timeout: 5_000, interval: 10 });
  });

  it("asks the shared count for a hit with no room left, and refuses it there", async () => {
    const limiter = createRememberedLimiter(shared);
    expect((await limiter.hit("k2", 2, 60)).allowed).toBe(true);
    expect((await limiter.hit("k2", 2, 60)).allowed).toBe(true);
    const third = await limiter.hit("k2", 2, 60);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfter).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await countOf("k2")).toBe(3), { timeout: 5_000, interval: 10 });
  });

  it("lets through at most what another instance counted since its last reading, then knows", async () => {
    // A's shared counts, as they answer: a reading is learned as its answer arrives.
    const answers: number[] = [];
    const a = createRememberedLimiter({
      ...shared,
      hit: async (...args) => {
        const result = await shared.hit(...args);
        answers.push(result.count);
        return result;
      },
    });
    const b = createRememberedLimiter(shared);
    await a.hit("k3", 4, 60);
    for (let hit = 0; hit < 3; hit++) await b.hit("k3", 4, 60);
    // A read 1: its memory lets one more through, though 4 are counted; the shared count gets it all the same.
    expect(await a.hit("k3", 4, 60)).toMatchObject({ allowed: true });
    await vi.waitFor(() => expect(answers).toEqual([1, 5]), { timeout: 5_000, interval: 10 });
    expect(await countOf("k3")).toBe(5);
    // Its answer was a reading: 5 known, nothing more from memory.
    expect(await a.hit("k3", 4, 60)).toMatchObject({ allowed: false, count: 6 });
  });
});
