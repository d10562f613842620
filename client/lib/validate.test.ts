import { describe, expect, it } from "vitest";
import { adminChangePasswordInput } from "#shared/admin";
import { loginInput } from "#shared/auth";
import { passwordChangeFormSchema, passwordRulesSchema } from "#shared/password-change";
import { lazySchema, validate } from "./validate";

const texts = { required: "All fields are required", mismatch: "New passwords do not match" };
const userForm = passwordChangeFormSchema(texts, passwordRulesSchema());
const adminForm = passwordChangeFormSchema(
  { required: "All password fields are required", mismatch: texts.mismatch },
  adminChangePasswordInput.shape.newPassword,
);
const filled = {
  currentPassword: "Old-Pass-1",
  newPassword: "Tangerine-Otter-42",
  confirmPassword: "Tangerine-Otter-42",
};

describe("the change-password forms check in the spec's order (docs/product/rules.md#validation-rules)", () => {
  it("says a field is missing first, whatever else is wrong", () => {
    const result = validate(userForm, { ...filled, currentPassword: "", confirmPassword: "x" });
    expect(result).toEqual({
      ok: false,
      errors: { form: texts.required },
      all: { form: [texts.required] },
      messages: [texts.required],
    });
  });

  it("then that the new passwords differ, before any rule", () => {
    const result = validate(userForm, { ...filled, newPassword: "short", confirmPassword: "shorter" });
    expect(result.ok ? undefined : result.errors).toEqual({ form: texts.mismatch });
  });

  it("then lists every rule the user's new password breaks, in the requirement list's order", () => {
    const result = validate(userForm, { ...filled, newPassword: "abc", confirmPassword: "abc" });
    expect(result.ok ? undefined : result.all.newPassword).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
  });

  it("holds an administrator's new password to the server's own length rule", () => {
    const result = validate(adminForm, { ...filled, newPassword: "abcdefg", confirmPassword: "abcdefg" });
    expect(result.ok ? undefined : result.errors).toEqual({
      newPassword: "New password must be at least 8 characters long",
    });
    expect(validate(adminForm, { ...filled, newPassword: "abcdefgh", confirmPassword: "abcdefgh" }).ok).toBe(true);
  });

  it("passes a complete, matching, strong change on with its values", () => {
    expect(validate(userForm, filled)).toEqual({ ok: true, data: filled });
  });
});

describe("a schema fetched on demand (pages that stay zod-free at first load)", () => {
  const filledLogin = { email: "Asha@Example.com", password: "x", rememberMe: false };

  it("checks like the schema at hand once it arrives, and fetches it once", async () => {
    let fetched = 0;
    const lazy = lazySchema(async () => {
      fetched += 1;
      return loginInput;
    });
    lazy.prefetch();
    const failed = await validate(lazy, { email: "", password: "", rememberMe: false });
    expect(failed).toEqual(validate(loginInput, { email: "", password: "", rememberMe: false }));
    expect(failed.ok ? undefined : failed.errors).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(await validate(lazy, filledLogin)).toEqual({
      ok: true,
      data: { email: "asha@example.com", password: "x", rememberMe: false },
    });
    expect(fetched).toBe(1);
  });

  it("lets the values go to the server as they are when the schema cannot be fetched, and tries again next time", async () => {
    let attempts = 0;
    const lazy = lazySchema(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("Failed to fetch dynamically imported module");
      return loginInput;
    });
    expect(await validate(lazy, filledLogin)).toEqual({ ok: true, data: filledLogin });
    const second = await validate(lazy, { ...filledLogin, email: "" });
    expect(second.ok ? undefined : second.errors).toEqual({ email: "Email is required" });
    expect(attempts).toBe(2);
  });

  it("lists every message in the schema's order, as the server's 400 would", () => {
    const result = validate(loginInput, { email: "not-an-address", password: "", rememberMe: false });
    expect(result.ok ? undefined : result.messages).toEqual(["Invalid email format", "Password is required"]);
  });
});
