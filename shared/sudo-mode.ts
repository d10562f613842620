// Sudo mode's constants and texts, apart from the schemas in auth.ts: the SPA's error handling reads
// them on every page, and this module keeps zod out of the public pages' first load (BENCHMARKS.md).

/**
 * Sudo mode: changing two-factor sign-in, creating API keys, the password and
 * the e-mail need the password (and the code, with two-factor on) proved
 * within this long; signing in counts.
 */
export const RECENT_AUTH_MINUTES = 10;

/** The machine-readable reason of the 403 a sensitive call answers outside sudo mode (`reason` / tRPC `data.extra.reason`). */
export const REAUTH_REQUIRED = "reauth_required";

/** The SPA's one "Confirm it's you" dialog, opened when a call answers `reauth_required`. */
export const CONFIRM_IDENTITY_TEXT = {
  title: "Confirm it's you",
  description: `This change needs your password again. You will not be asked again for ${RECENT_AUTH_MINUTES} minutes.`,
  descriptionWithCode: `This change needs your password and a code from your authenticator app. You will not be asked again for ${RECENT_AUTH_MINUTES} minutes.`,
  codeLabel: "Two-factor code",
  codeHint: "The 6-digit code from your authenticator app, or a backup code.",
  submit: "Confirm",
  failed: "Could not confirm. Please try again.",
} as const;
