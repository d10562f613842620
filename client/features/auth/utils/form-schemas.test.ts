import type { Messages } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { compileCatalogue } from "../../../../scripts/vite-catalogues";
import { i18n } from "../../../lib/i18n/i18n";
import { validate } from "../../../lib/validate";
import { resetPasswordForm, signUpForm } from "./form-schemas";

const catalogue = (locale: string) =>
  compileCatalogue(new URL(`../messages/${locale}.json`, import.meta.url).pathname) as Messages;

// The messages only the form has come from the catalogue of the active language, as in the browser.
beforeAll(() => {
  i18n.load({ en: catalogue("en"), hi: catalogue("hi") });
  i18n.activate("en");
});

const account = { name: "Asha Rao", username: "Asha.Rao", email: "Asha@Example.com" };

describe("the sign-up form's schema (docs/product/rules.md#validation-rules)", () => {
  it("says what each field lacks, the passwords' mismatch included, without listing rules for a missing password", () => {
    const result = validate(signUpForm, { name: "", username: "", email: "", password: "", confirmPassword: "x" });
    expect(result.ok ? undefined : result.errors).toEqual({
      name: "Name is required",
      username: "Username is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Passwords do not match!",
    });
  });

  it("lists every rule a typed password breaks apart from the fields, in the requirement list's order", () => {
    const result = validate(signUpForm, { ...account, password: "abc", confirmPassword: "abc" });
    expect(result.ok ? undefined : result.errors).toEqual({
      passwordRules: "Password must be at least 8 characters long",
    });
    expect(result.ok ? undefined : result.all.passwordRules).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
  });

  it("lists the broken rules in the active language", () => {
    i18n.activate("hi");
    try {
      const result = validate(signUpForm, { ...account, password: "abcdefgh1", confirmPassword: "abcdefgh1" });
      expect(result.ok ? undefined : result.all.passwordRules).toEqual([
        "पासवर्ड में कम से कम एक बड़ा अंग्रेज़ी अक्षर (A-Z) होना चाहिए",
        "पासवर्ड में कम से कम एक स्पेशल कैरेक्टर (जैसे ! @ # -) होना चाहिए",
      ]);
    } finally {
      i18n.activate("en");
    }
  });

  it("passes on the account as the server stores it", () => {
    const password = "Tangerine-Otter-42";
    expect(validate(signUpForm, { ...account, password, confirmPassword: password })).toEqual({
      ok: true,
      data: { name: "Asha Rao", username: "asha.rao", email: "asha@example.com", password, confirmPassword: password },
    });
  });
});

describe("the reset step's schema", () => {
  it("gives the first rule broken beside the new password and the mismatch beside the repeat, both at once", () => {
    const result = validate(resetPasswordForm, { newPassword: "abcdefgh", confirmPassword: "other" });
    expect(result.ok ? undefined : result.errors).toEqual({
      newPassword: "Password must contain at least one uppercase letter",
      confirmPassword: "Passwords do not match",
    });
  });

  it("says the mismatch in the active language", () => {
    i18n.activate("hi");
    try {
      const result = validate(resetPasswordForm, { newPassword: "Harbour-Lights-77", confirmPassword: "other" });
      expect(result.ok ? undefined : result.errors.confirmPassword).toBe("पासवर्ड मेल नहीं खाते");
    } finally {
      i18n.activate("en");
    }
  });

  it("passes a strong, repeated password", () => {
    const values = { newPassword: "Harbour-Lights-77", confirmPassword: "Harbour-Lights-77" };
    expect(validate(resetPasswordForm, values)).toEqual({ ok: true, data: values });
  });
});
