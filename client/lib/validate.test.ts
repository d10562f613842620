import { describe, expect, it } from "vitest";
import { adminChangePasswordInput } from "#shared/admin";
import { passwordChangeFormSchema, passwordRulesSchema } from "#shared/password-change";
import { validate } from "./validate";

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
    expect(result).toEqual({ ok: false, errors: { form: texts.required }, all: { form: [texts.required] } });
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
