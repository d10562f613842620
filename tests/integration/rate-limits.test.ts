import { describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { createPostgresRateLimiter, createRedisRateLimiter, type RateLimiter } from "../../server/lib/rate-limit";
import { newAccount, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ env: { RATE_LIMITS: "on" } });

describe("throttling (RATE_LIMITS=on)", () => {
  it("locks an account for the client that guessed, after 5 failed logins, while its owner signs in elsewhere", async () => {
    const user = await signUp(t);
    const login = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: user.email, password },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login("Wrong-Password-1", "198.51.100.7")).statusCode).toBe(401);
    const locked = await login(user.password, "198.51.100.7");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    // The owner, on another network, is not locked out by a stranger's guesses.
    expect((await login(user.password, "192.0.2.44")).statusCode).toBe(200);
  });

  it("counts each guess before checking it, so parallel guesses cannot exceed five", async () => {
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/users/login",
          payload: { email: user.email, password: "Wrong-Password-1" },
          remoteAddress: "198.51.100.8",
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("locks an administrator's guesser the same way, not the administrator", async () => {
    await ensureAdmin(t.database.db, { username: "chief", password: "Admin-Pass-2026!" });
    const login = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "chief", password },
        remoteAddress,
      });
    const guesses = await Promise.all(Array.from({ length: 8 }, () => login("Wrong-Password-1", "198.51.100.9")));
    expect(guesses.map((guess) => guess.statusCode).filter((status) => status === 401)).toHaveLength(5);
    expect((await login("Admin-Pass-2026!", "198.51.100.9")).statusCode).toBe(429);
    expect((await login("Admin-Pass-2026!", "192.0.2.45")).statusCode).toBe(200);
  });

  it("throttles register and reset-password per e-mail, whatever the IP", async () => {
    const account = newAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/users/register",
        payload: { ...account, otp: "000000" },
        remoteAddress: `10.1.0.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);

    const resets: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/users/reset-password",
        payload: { email: account.email, newPassword: "Tangerine-Otter-42", resetToken: "forged" },
        remoteAddress: `10.2.0.${attempt + 1}`,
      });
      resets.push(response.statusCode);
    }
    expect(resets.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(resets[10]).toBe(429);
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
