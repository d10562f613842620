import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, passwordIssues, verifyAgainstDummy, verifyPassword } from "./passwords";

describe("password rules", () => {
  it("lists every broken rule with the spec's texts", () => {
    expect(passwordIssues("abc")).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
      "This password is too common: choose one that is harder to guess",
    ]);
  });

  it("accepts a strong password", () => {
    expect(passwordIssues("Tangerine-Otter-42", { email: "asha@example.com", username: "asha" })).toEqual([]);
  });

  it("rejects padded and leetspeak variants of common words", () => {
    for (const password of ["Password1!", "P@ssw0rd2024!", "Qwerty123$", "Welcome@2025", "Iloveyou!1"])
      expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword("Correct-Horse-7")).toBe(false);
  });

  it("rejects more than 128 characters and the account's own name", () => {
    expect(passwordIssues(`Aa1!${"x".repeat(125)}`)).toContain("Password must be at most 128 characters long");
    expect(passwordIssues("Asha-Rao-2024!", { username: "asha" })).toContain(
      "Password must not contain your username or email",
    );
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
