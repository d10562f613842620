import type { CatalogueLoader } from "../../lib/i18n/i18n";

/**
 * The copy buttons' texts (Copy, Copied, Could not copy, and what a screen reader hears): only the chat,
 * the API keys and backup codes and the admin panel's copyable values draw them, so they load with those
 * (`lazyPage`, `lazyComponent`), not with the shell's catalogue every page waits for.
 */
export const loadCopyMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
