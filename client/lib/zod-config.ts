import { config } from "zod";

/**
 * Zod 4 compiles object schemas with `new Function` when it may, and finds out
 * by trying once. The site's CSP refuses `eval` (README, "Security"), and
 * Chromium reports the refused try as a Content-Security-Policy violation even
 * though zod catches it. Jitless, zod never tries: it validates with its
 * interpreter, with the same results. Imported first by main.tsx, before any
 * schema is built (tests/e2e/content-security-policy.e2e.ts checks every page).
 */
config({ jitless: true });
