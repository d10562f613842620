import argon2 from "argon2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { get, newAccount, post, put, requestSignupCode, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// An attacker's view of sign-up, reset, refresh and codes (issue #11), over REST and tRPC.
const t = setupTestApp();
const SECOND = 1000;

afterEach(() => {
  vi.restoreAllMocks();
  t.clock.reset();
});

/** Counts the argon2 hashes the server computes while `work` runs. */
async function hashesDuring(work: () => Promise<unknown>): Promise<number> {
  const hash = vi.spyOn(argon2, "hash");
  await work();
  const count = hash.mock.calls.length;
  hash.mockRestore();
  return count;
}

function trpcBatch(calls: Array<{ path: string; input: unknown }>) {
  const paths = calls.map((call) => call.path).join(",");
  const body = Object.fromEntries(calls.map((call, index) => [index, call.input]));
  return t.app.inject({ method: "POST", url: `/trpc/${paths}?batch=1`, payload: body });
}

describe("no password is hashed for an unauthenticated request that has not proved itself", () => {
  it("register checks the code before hashing: a hundred bogus sign-ups hash nothing", async () => {
    const account = newAccount();
    await requestSignupCode(t, account);
    const hashes = await hashesDuring(async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const bogus = newAccount();
        const response = await post(t, "/api/users/register", { ...bogus, otp: "123456" });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe("Invalid or expired OTP");
      }
      // A wrong code for a real pending sign-up, too.
      expect((await post(t, "/api/users/register", { ...account, otp: "000000" })).statusCode).toBe(400);
    });
    expect(hashes).toBe(0);
  });

  it("reset-password checks the reset token before hashing", async () => {
    const user = await signUp(t);
    const hashes = await hashesDuring(async () => {
      const response = await post(t, "/api/users/reset-password", {
        email: user.email,
        newPassword: "Marigold-Heron-77",
        resetToken: "forged-token",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/reset link has expired or was already used/);
    });
    expect(hashes).toBe(0);
  });

  it("a tRPC batch runs at most ten procedures: a hundred logins in one request are refused whole", async () => {
    const user = await signUp(t);
    const verify = vi.spyOn(argon2, "verify");
    const hundred = Array.from({ length: 100 }, () => ({
      path: "auth.login",
      input: { email: user.email, password: "Wrong-Password-1" },
    }));
    const response = await trpcBatch(hundred);
    expect(response.statusCode).toBe(400);
    expect(verify).not.toHaveBeenCalled();
    const ten = await trpcBatch(hundred.slice(0, 10));
    expect(ten.statusCode).not.toBe(400);
    expect(verify).toHaveBeenCalledTimes(10);
  });
});

describe("refresh: only the latest token of a session", () => {
  it("replaces the token: the old one stops working, and presenting it again ends the session", async () => {
    const user = await signUp(t);
    const first = await post(t, "/api/users/refresh", undefined, user.token);
    expect(first.statusCode).toBe(200);
    const second = first.json().token as string;
    expect((await get(t, "/api/users/profile", second)).statusCode).toBe(200);
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(401);

    // Someone replays the older token: the session ends for both holders.
    const replay = await post(t, "/api/users/refresh", undefined, user.token);
    expect(replay.statusCode).toBe(401);
    expect((await get(t, "/api/users/profile", second)).statusCode).toBe(401);
    expect((await post(t, "/api/users/refresh", undefined, second)).statusCode).toBe(401);
    const session = await t.database.db.session.findFirstOrThrow({ where: { userId: user._id } });
    expect(session.revokedAt).not.toBeNull();
  });

  it("lets exactly one of several parallel refreshes with the same token through, over tRPC too", async () => {
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: "POST",
          url: "/trpc/auth.refresh",
          headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(4);
    // The others were reuses of a replaced token: the session is over for everyone.
    const session = await t.database.db.session.findFirstOrThrow({ where: { userId: user._id } });
    expect(session.revokedAt).not.toBeNull();
  });

  it("refreshes a chain of tokens, each from the one before", async () => {
    const user = await signUp(t);
    let token = user.token;
    for (let step = 0; step < 3; step++) {
      const response = await post(t, "/api/users/refresh", undefined, token);
      expect(response.statusCode, response.body).toBe(200);
      token = response.json().token;
    }
    expect((await get(t, "/api/users/profile", token)).statusCode).toBe(200);
  });

  it("an admin's replaced token stops working and its replay ends the admin session", async () => {
    await ensureAdmin(t.database.db, { username: "keeper", password: "Admin-Pass-2026!" });
    const login = await post(t, "/api/admin/login", { username: "keeper", password: "Admin-Pass-2026!" });
    const old = login.json().token as string;
    const renewed = await post(t, "/api/admin/refresh", undefined, old);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().token as string;
    expect((await get(t, "/api/admin/stats", fresh)).statusCode).toBe(200);
    expect((await get(t, "/api/admin/stats", old)).statusCode).toBe(401);
    expect((await post(t, "/api/admin/refresh", undefined, old)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/stats", fresh)).statusCode).toBe(401);
  });
});

describe("codes", () => {
  it("counts a guess before judging it: twenty parallel wrong codes spend five tries, and the code is dead", async () => {
    const account = newAccount();
    const code = await requestSignupCode(t, account);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t, "/api/users/register", { ...account, otp: wrong })),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const row = await t.database.db.otpChallenge.findFirstOrThrow({ where: { email: account.email } });
    expect(row.attempts).toBe(5);
    const right = await post(t, "/api/users/register", { ...account, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe("Too many incorrect attempts. Please request a new code.");
  });

  it("caps wrong codes per e-mail and day across new codes, and says so", async () => {
    const user = await signUp(t);
    let sent = 0;
    const failures: string[] = [];
    // Four codes of five wrong tries each: twenty, the day's allowance.
    for (let code = 0; code < 5; code++) {
      t.clock.advance(301 * SECOND);
      const before = t.mail.messages.length;
      const requested = await post(t, "/api/otp/send-password-reset-otp", { email: user.email });
      expect(requested.statusCode, requested.body).toBe(200);
      sent++;
      const real = (await t.mail.next(user.email, before)).code as string;
      for (let guess = 0; guess < 5; guess++) {
        const response = await post(t, "/api/otp/verify-otp", {
          email: user.email,
          otp: real === "000000" ? "111111" : "000000",
        });
        failures.push(response.json().message);
      }
      if (code === 4) {
        const afterCap = await post(t, "/api/otp/verify-otp", { email: user.email, otp: real });
        expect(afterCap.statusCode).toBe(400);
        expect(afterCap.json().message).toMatch(
          /^Too many incorrect codes for this email today\. Please try again in \d+ hours?\.$/,
        );
      }
    }
    expect(sent).toBe(5);
    expect(failures.slice(0, 20).every((message) => !message.includes("today"))).toBe(true);
    expect(failures.slice(20).every((message) => message.includes("today"))).toBe(true);
    // A day later the person can try again.
    t.clock.advance(24 * 60 * 60 * SECOND);
    const before = t.mail.messages.length;
    expect((await post(t, "/api/otp/send-password-reset-otp", { email: user.email })).statusCode).toBe(200);
    const fresh = (await t.mail.next(user.email, before)).code;
    expect((await post(t, "/api/otp/verify-otp", { email: user.email, otp: fresh })).statusCode).toBe(200);
  });

  it("caps codes sent per e-mail and day, and says so", async () => {
    const account = newAccount();
    const statuses: number[] = [];
    let refusal = "";
    for (let send = 0; send < 9; send++) {
      t.clock.advance(301 * SECOND);
      const response =
        send === 0 ? await post(t, "/api/users/pre-register", account) : await post(t, "/api/otp/resend-otp", account);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response.json().message;
    }
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect(refusal).toMatch(/^We have sent 8 codes to this email today, the most we send in a day\./);
    expect(t.mail.count(account.email)).toBe(8);
  });

  it("hashes codes with their own secret, not the token key", async () => {
    const { createHmac } = await import("node:crypto");
    const account = newAccount();
    const code = await requestSignupCode(t, account);
    const row = await t.database.db.otpChallenge.findFirstOrThrow({ where: { email: account.email } });
    const withJwtKey = createHmac("sha256", t.config.JWT_SECRET).update(`register:${account.email}:${code}`);
    const withOwnKey = createHmac("sha256", t.config.OTP_SECRET).update(`register:${account.email}:${code}`);
    expect(row.codeHash).not.toBe(withJwtKey.digest("hex"));
    expect(row.codeHash).toBe(withOwnKey.digest("hex"));
  });
});

describe("password strength, for users and administrators alike", () => {
  const weak = "Aa1!aaaa";

  it("refuses a password that meets the spec's rules but is easy to guess, at sign-up, reset and change", async () => {
    const signup = await post(t, "/api/users/pre-register", newAccount({ password: weak }));
    expect(signup.statusCode).toBe(400);
    expect(signup.json().errors).toEqual([expect.stringMatching(/^This password is too easy to guess/)]);

    const user = await signUp(t);
    const change = await put(
      t,
      "/api/users/change-password",
      { currentPassword: user.password, newPassword: weak },
      user.token,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual([expect.stringMatching(/^This password is too easy to guess/)]);
    const unchanged = await put(
      t,
      "/api/users/change-password",
      { currentPassword: user.password, newPassword: user.password },
      user.token,
    );
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe("New password must be different from the current one");
  });

  it("applies the same policy to administrators, and refuses an unchanged one", async () => {
    await ensureAdmin(t.database.db, { username: "warden", password: "Admin-Pass-2026!" });
    const login = await post(t, "/api/admin/login", { username: "warden", password: "Admin-Pass-2026!" });
    const token = login.json().token as string;
    const weakChange = await put(
      t,
      "/api/admin/change-password",
      { currentPassword: "Admin-Pass-2026!", newPassword: weak },
      token,
    );
    expect(weakChange.statusCode).toBe(400);
    expect(weakChange.json().errors).toEqual([expect.stringMatching(/^This password is too easy to guess/)]);
    const unchanged = await put(
      t,
      "/api/admin/change-password",
      { currentPassword: "Admin-Pass-2026!", newPassword: "Admin-Pass-2026!" },
      token,
    );
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe("New password must be different from the current one");
    await expect(ensureAdmin(t.database.db, { username: "intern", password: weak })).rejects.toThrow(
      "Password does not meet the requirements",
    );
  });
});
