import { z } from "zod";
import { passwordSchema } from "./auth";
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

export const TWO_FACTOR_MESSAGES = {
  codeNeeded: "Enter the code from your authenticator app",
  invalidCode: "That code is not valid. Enter the current code from your authenticator app, or a backup code.",
  invalidSetupCode: "That code does not match. Check the time on your phone and enter the current 6-digit code.",
  stepExpired: "Your sign-in took too long. Please sign in again.",
  stepUsed: "This sign-in step has already been used. Please sign in again.",
  alreadyOn: "Two-factor sign-in is already on",
  notOn: "Two-factor sign-in is not on",
  notStarted: "Start the setup again: scan the new QR code first",
  requiredForAdmins: "Administrators must keep two-factor sign-in on (ADMIN_REQUIRE_2FA)",
  enabled: "Two-factor sign-in is on",
  disabled: "Two-factor sign-in is off",
  backupCodesRenewed: "New backup codes created; the old ones no longer work",
  enrolmentRequired: "Administrators must set up two-factor sign-in before they continue",
} as const;
