import type { core } from "zod";

/**
 * Zod 4 compiles object schemas with `new Function` when it may, and finds out
 * by trying once. The site's CSP refuses `eval` (README, "Security"), and
 * Chromium reports the refused try as a Content-Security-Policy violation even
 * though zod catches it. Jitless, zod never tries: it validates with its
 * interpreter, with the same results.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an
 * object found there when it loads, so this sets jitless without importing
 * zod: pages that do not need zod never download it, and every lazy chunk that
 * does sees the setting before it builds a schema. Imported first by main.tsx
 * (tests/e2e/content-security-policy.e2e.ts checks every page).
 */
const scope = globalThis as { __zod_globalConfig?: core.$ZodConfig };
// In place: a zod already loaded (none should be) keeps the object it adopted.
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
