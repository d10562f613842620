import { z } from "zod";
import { preRegisterInput } from "#shared/auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES, passwordProblems } from "#shared/password";
import { i18n } from "../../../lib/i18n/i18n";
import { AUTH_TEXT } from "./messages";

/*
 * The account screens' schemas, in one module the forms fetch on demand (lazySchema): zod must not
 * weigh on the first load of /login and /forgot-password (docs/architecture.md#performance-budgets).
 * Each is the server's own schema (shared/auth), with what only the form has (a repeated password).
 * What these add is said in the active language when the form is checked.
 */
export { emailInput, loginInput, registerInput, verifyOtpInput } from "#shared/auth";

/** The catalogue's words for each password rule's message (shared/password.ts), in the rules' order. */
const RULE_KEYS: Record<string, string> = {
  [PASSWORD_RULES[0].message]: "auth.passwordRules.length",
  [PASSWORD_RULES[1].message]: "auth.passwordRules.uppercase",
  [PASSWORD_RULES[2].message]: "auth.passwordRules.lowercase",
  [PASSWORD_RULES[3].message]: "auth.passwordRules.number",
  [PASSWORD_RULES[4].message]: "auth.passwordRules.special",
};

/** Every rule the password breaks (docs/product/rules.md#validation-rules), in the active language. */
function brokenRules(password: string): string[] {
  return passwordProblems(password).map((message) => {
    const key = RULE_KEYS[message];
    return key ? i18n._(key) : i18n._("auth.passwordRules.tooLong", { max: PASSWORD_MAX_LENGTH });
  });
}

/**
 * Sign-up (docs/product/rules.md#validation-rules): the fields as the server checks them, the two
 * passwords equal, and every rule a typed password breaks, listed together under the form
 * (`passwordRules`) while the field itself says only that it is missing or too long.
 */
export const signUpForm = preRegisterInput
  .extend({ confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (confirmPassword !== password)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: i18n._(AUTH_TEXT.signUpPasswordsDiffer) });
    if (!password) return;
    for (const message of brokenRules(password)) ctx.addIssue({ code: "custom", path: ["passwordRules"], message });
  });

/** The reset step's new password (docs/product/rules.md#validation-rules "Reset step locally"): its first broken rule, and the match. */
export const resetPasswordForm = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    for (const message of brokenRules(newPassword)) ctx.addIssue({ code: "custom", path: ["newPassword"], message });
    if (confirmPassword !== newPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: i18n._(AUTH_TEXT.resetPasswordsDiffer) });
  });
