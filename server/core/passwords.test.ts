import { describe, expect, it } from "vitest";
import { hashPassword, passwordIssues, verifyAgainstDummy, verifyPassword } from "./passwords";

const tooEasy = expect.stringMatching(/^This password is too easy to guess/);

describe("password rules", () => {
  it("lists every broken rule with the spec's texts", () => {
    expect(passwordIssues("abc")).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
  });

  it("accepts a strong password", () => {
    expect(passwordIssues("Tangerine-Otter-42", { email: "asha@example.com", username: "asha" })).toEqual([]);
    expect(passwordIssues("Correct-Horse-Battery-7")).toEqual([]);
  });

  it("refuses passwords that meet the spec's rules but are easy to guess", () => {
    for (const password of [
      "Aa1!aaaa",
      "Password1!",
      "P@ssw0rd2024!",
      "Qwerty123$",
      "Welcome@2025",
      "Iloveyou!1",
      "Abcd1234!",
    ])
      expect(passwordIssues(password), password).toEqual([tooEasy]);
  });

  it("counts the account's own name against the password", () => {
    expect(passwordIssues("Asha-Rao-2024!", { username: "asha" })).toEqual([
      "Password must not contain your username or email",
    ]);
    expect(passwordIssues("Zephyrine@2024")).toEqual([]);
    expect(passwordIssues("Zephyrine@2024", { name: "Zephyrine Quill" })).toEqual([tooEasy]);
  });

  it("rejects more than 128 characters, and judges a long password in bounded time", () => {
    expect(passwordIssues(`Aa1!${"x".repeat(125)}`)).toContain("Password must be at most 128 characters long");
    const started = process.cpuUsage();
    passwordIssues("P@$$w0rd!1@3$5".repeat(9));
    const { user } = process.cpuUsage(started);
    // Unbounded, this one input took ~0.5 s of CPU; the bound keeps it near 0.1 s even on a busy machine.
    expect(user / 1000).toBeLessThan(400);
  });
});

describe("hashing", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("Tangerine-Otter-42");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, "Tangerine-Otter-42")).toBe(true);
    expect(await verifyPassword(hash, "tangerine-otter-42")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });
});
