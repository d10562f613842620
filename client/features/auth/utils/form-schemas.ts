import { z } from "zod";
import { preRegisterInput } from "#shared/auth";
import { passwordRulesSchema } from "#shared/password-change";
import { i18n } from "../../../lib/i18n/i18n";
import { AUTH_TEXT } from "./messages";

/*
 * The account screens' schemas, in one module the forms fetch on demand (lazySchema): zod must not
 * weigh on the first load of /login and /forgot-password (docs/architecture.md#performance-budgets).
 * Each is the server's own schema (shared/auth), with what only the form has (a repeated password),
 * whose message is in the active language when the form is checked.
 */
export { emailInput, loginInput, registerInput, verifyOtpInput } from "#shared/auth";

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
    for (const issue of passwordRulesSchema().safeParse(password).error?.issues ?? [])
      ctx.addIssue({ code: "custom", path: ["passwordRules"], message: issue.message });
  });

/** The reset step's new password (docs/product/rules.md#validation-rules "Reset step locally"): its first broken rule, and the match. */
export const resetPasswordForm = z
  .object({ newPassword: passwordRulesSchema(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (confirmPassword !== newPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: i18n._(AUTH_TEXT.resetPasswordsDiffer) });
  });
