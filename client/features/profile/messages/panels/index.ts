import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * What /profile shows only once opened: the Security, Usage, API keys and Data tabs and the password
 * and e-mail dialogs. They load with those parts (`lazyComponent` in profile-page.tsx), so the Account
 * tab, the one shown first, does not wait for them.
 */
export const loadPanelMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
