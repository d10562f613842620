import { describe, expect, it } from "vitest";
import { createPostgresRateLimiter, createRedisRateLimiter, type RateLimiter } from "../../server/lib/rate-limit";
import { newAccount, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ env: { RATE_LIMITS: "on" } });

describe("throttling (RATE_LIMITS=on)", () => {
  it("locks an account for 15 minutes after 5 failed logins, whatever the IP", async () => {
    const user = await signUp(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: user.email, password: "Wrong-Password-1" },
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await post(t, "/api/users/login", { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("resets the failure count after a successful login", async () => {
    const user = await signUp(t);
    for (let attempt = 0; attempt < 4; attempt++)
      await post(t, "/api/users/login", { email: user.email, password: "Wrong-1!aA" });
    expect((await post(t, "/api/users/login", { email: user.email, password: user.password })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++)
      await post(t, "/api/users/login", { email: user.email, password: "Wrong-1!aA" });
    expect((await post(t, "/api/users/login", { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it("limits sign-up attempts per IP", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/users/pre-register",
        payload: newAccount({ password: "weak" }),
        remoteAddress: "203.0.113.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

async function exerciseLimiter(limiter: RateLimiter) {
  const key = `test:${Math.random()}`;
  const results = [];
  for (let hit = 0; hit < 4; hit++) results.push(await limiter.hit(key, 3, 60));
  expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
  expect(results[3]?.retryAfter).toBeGreaterThan(0);
  expect(results[3]?.retryAfter).toBeLessThanOrEqual(60);
  expect((await limiter.peek(key, 3)).allowed).toBe(false);
  await limiter.reset(key);
  expect((await limiter.peek(key, 3)).allowed).toBe(true);
  // Parallel hits are all counted (no lost updates).
  const parallel = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(`${key}:p`, 10, 60)));
  expect(parallel.filter((result) => result.allowed)).toHaveLength(10);
}

describe("rate-limit stores shared by instances", () => {
  it("PostgreSQL counts exactly, also under concurrency", async () => {
    await exerciseLimiter(createPostgresRateLimiter(t.database.db));
  });

  it.runIf(process.env.TEST_REDIS_URL)("Redis counts exactly, also under concurrency (TEST_REDIS_URL)", async () => {
    const limiter = await createRedisRateLimiter(process.env.TEST_REDIS_URL ?? "");
    try {
      await exerciseLimiter(limiter);
    } finally {
      await limiter.close();
    }
  });
});
