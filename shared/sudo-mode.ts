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
