import argon2 from "argon2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// Whether an account exists must not show in the time a wrong login takes (README, "Security",
// "Enumeration"). Timing belongs in `npm run bench -- login`; here the work is counted: every
// wrong login, for a known or an unknown account, runs exactly one argon2 verification and no hash.
const t = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The argon2 verifications and hashes the server runs while `work` runs. */
async function argon2During(work: () => Promise<unknown>) {
  const verify = vi.spyOn(argon2, "verify");
  const hash = vi.spyOn(argon2, "hash");
  await work();
  const counts = { verifications: verify.mock.calls.length, hashes: hash.mock.calls.length };
  verify.mockRestore();
  hash.mockRestore();
  return counts;
}

describe("a wrong login costs one verification whether or not the account exists", () => {
  // The first test's unknown e-mail is the app's first unknown account: its dummy hash was made at start.
  it("for people: a wrong password and an unknown e-mail each verify once, hash nothing and answer alike", async () => {
    const user = await signUp(t);
    const answers: string[] = [];
    const wrong = await argon2During(async () => {
      const response = await post(t, "/api/users/login", { email: user.email, password: "Wrong-Password-1" });
      expect(response.statusCode).toBe(401);
      answers.push(response.body);
    });
    const unknown = await argon2During(async () => {
      const response = await post(t, "/api/users/login", { email: "nobody-here@example.com", password: "Wrong-1" });
      expect(response.statusCode).toBe(401);
      answers.push(response.body);
    });
    expect(wrong).toEqual({ verifications: 1, hashes: 0 });
    expect(unknown).toEqual(wrong);
    expect(answers[1]).toBe(answers[0]);
  });

  it("for administrators: a wrong password and an unknown username each verify once and answer alike", async () => {
    await ensureAdmin(t.database.db, { username: "timing_ops", password: "Harbour-Lantern-2026!" });
    const answers: string[] = [];
    const wrong = await argon2During(async () => {
      const response = await post(t, "/api/admin/login", { username: "timing_ops", password: "Wrong-Password-1" });
      expect(response.statusCode).toBe(401);
      answers.push(response.body);
    });
    const unknown = await argon2During(async () => {
      const response = await post(t, "/api/admin/login", { username: "no_such_admin", password: "Wrong-1" });
      expect(response.statusCode).toBe(401);
      answers.push(response.body);
    });
    expect(wrong).toEqual({ verifications: 1, hashes: 0 });
    expect(unknown).toEqual(wrong);
    expect(answers[1]).toBe(answers[0]);
  });
});
