import type { CatalogueLoader } from "../../lib/i18n/i18n";

/**
 * The shell's texts that only account screens draw, yours in /profile or a person's in the admin panel:
 * two-factor, backup codes, sessions, API keys, usage tables and charts, payment statuses, sortable
 * tables, the password rules and "Confirm it's you". They load with the parts that show them
 * (`lazyComponent`, and `lazyPage` for the admin panel), so the pages every visitor opens do not wait for them.
 */
export const loadAccountMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
