// The forms' own schemas in shared/ (shared/ holds no tests: it imports only itself and zod).
import { describe, expect, it } from "vitest";
import { deleteAccountForm } from "#shared/account";
import {
  disableTwoFactorForm,
  identityProofWithCode,
  regenerateCodesForm,
  twoFactorCodeForm,
} from "#shared/two-factor";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the two-factor forms' own checks, before a code is sent", () => {
  it("wants all six digits of an app code, and some backup code", () => {
    expect(messages(twoFactorCodeForm.app.safeParse({ code: "12345" }))).toEqual([
      "Enter the 6-digit code from your authenticator app",
    ]);
    expect(twoFactorCodeForm.app.safeParse({ code: "123456" }).success).toBe(true);
    expect(messages(twoFactorCodeForm.backup.safeParse({ code: "  " }))).toEqual(["Enter one of your backup codes"]);
    expect(twoFactorCodeForm.backup.safeParse({ code: " k7m2p-q9rt4 " }).data).toEqual({ code: "k7m2p-q9rt4" });
  });

  it("tells the kinds apart in a field that takes either: digits only is an app code", () => {
    expect(messages(regenerateCodesForm.safeParse({ code: "" }))).toEqual([
      "Enter the 6-digit code from your authenticator app",
    ]);
    expect(regenerateCodesForm.safeParse({ code: "k7m2p-q9rt4" }).success).toBe(true);
    expect(messages(disableTwoFactorForm.safeParse({ password: "", code: "123" }))).toEqual([
      "Enter your password",
      "Enter the 6-digit code from your authenticator app",
    ]);
  });

  it("asks an account with two-factor on for its code when confirming it is you", () => {
    expect(messages(identityProofWithCode.safeParse({ password: "x", code: " " }))).toEqual([
      "Enter the code from your authenticator app",
    ]);
  });
});

describe("the delete-account dialog's form", () => {
  const filled = { password: "Old-Pass-1", code: "", confirm: " DELETE " };

  it("passes once the password and the typed word are there, sending the word itself", () => {
    expect(deleteAccountForm.withoutCode.safeParse(filled).data).toEqual({
      password: "Old-Pass-1",
      code: undefined,
      confirm: "DELETE",
    });
    expect(deleteAccountForm.withoutCode.safeParse({ ...filled, confirm: "delete" }).success).toBe(false);
  });

  it("wants the code too with two-factor on", () => {
    expect(deleteAccountForm.withCode.safeParse(filled).success).toBe(false);
    expect(deleteAccountForm.withCode.safeParse({ ...filled, code: "123456" }).data?.code).toBe("123456");
  });
});
