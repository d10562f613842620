import { z } from "zod";
import { passwordProblems } from "./password";

/** A new password against every rule of docs/product/rules.md#validation-rules: one issue per broken rule, in the requirement list's order. */
export function passwordRulesSchema() {
  return z.string().superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: "custom", message });
  });
}

/**
 * A change-password form, checked in the spec's order: every field filled, then the two new ones equal
 * (each a message about the whole form), then the new password against `newPassword`, the rules of
 * whoever it belongs to (its messages on newPassword, all of them). Each form words the first two its own way.
 */
export function passwordChangeFormSchema(
  texts: { required: string; mismatch: string },
  newPassword: z.ZodType<string>,
) {
  return z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      if (!values.currentPassword || !values.newPassword || !values.confirmPassword)
        ctx.addIssue({ code: "custom", message: texts.required });
      else if (values.newPassword !== values.confirmPassword) ctx.addIssue({ code: "custom", message: texts.mismatch });
      else
        for (const issue of newPassword.safeParse(values.newPassword).error?.issues ?? [])
          ctx.addIssue({ code: "custom", path: ["newPassword"], message: issue.message });
    });
}
