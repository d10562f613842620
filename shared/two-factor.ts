import { z } from "zod";
import { identityProofInput, passwordSchema } from "./auth";
import { requiredText } from "./text";

/** Authenticator codes (RFC 6238 defaults every app supports) and backup codes. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const BACKUP_CODE_COUNT = 10;

/** A code from the app ("123 456" is fine) or a backup code ("k7m2p-q9rt4"). */
export const twoFactorCodeSchema = requiredText("Code", { max: 64 });

const mfaTokenSchema = requiredText("mfaToken", { max: 4096 });

/** The second step of a sign-in: the token the password step answered with, and a code. */
export const mfaLoginInput = z.object({ mfaToken: mfaTokenSchema, code: twoFactorCodeSchema });

/** An administrator who must set up two-factor before signing in: the token from the password step. */
export const mfaEnrolInput = z.object({ mfaToken: mfaTokenSchema });

export const twoFactorCodeInput = z.object({ code: twoFactorCodeSchema });

export const disableTwoFactorInput = z.object({ password: passwordSchema, code: twoFactorCodeSchema });

/**
 * What the code forms say before a code is sent; the server's own texts, these among them, are in its
 * registry (shared/server-messages.ts, `twoFactor.*`), which a test holds these to.
 */
const FORM_TEXT = {
  codeNeeded: "Enter the code from your authenticator app",
  appCodeNeeded: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  backupCodeNeeded: "Enter one of your backup codes",
  passwordNeeded: "Enter your password",
} as const;

/*
 * The code forms' own checks, before a code is sent (the server's is twoFactorCodeSchema above): an
 * authenticator code has all its digits, a backup code is there, and a code field that takes either
 * tells them apart as a person types them (digits only: the app's; backup codes have letters).
 */
const appCode = z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), FORM_TEXT.appCodeNeeded);
const backupCode = z.string().trim().min(1, FORM_TEXT.backupCodeNeeded);
const eitherCode = z.string().superRefine((code, ctx) => {
  for (const issue of (/^\d*$/.test(code) ? appCode : backupCode).safeParse(code).error?.issues ?? [])
    ctx.addIssue({ code: "custom", message: issue.message });
});

/** The sign-in step and the set-up's first code: an app code or (sign-in only) a backup code. */
export const twoFactorCodeForm = { app: z.object({ code: appCode }), backup: z.object({ code: backupCode }) };

/** New backup codes: either kind of code. */
export const regenerateCodesForm = z.object({ code: eitherCode });

/** Turning two-factor off: the password and either kind of code. */
export const disableTwoFactorForm = z.object({
  password: z.string().min(1, FORM_TEXT.passwordNeeded),
  code: eitherCode,
});

/** "Confirm it's you" for an account with two-factor on: the code is asked for, not optional. */
export const identityProofWithCode = /* @__PURE__ */ identityProofInput.extend({
  code: z.string().trim().min(1, FORM_TEXT.codeNeeded).max(64, "The code is too long"),
});
