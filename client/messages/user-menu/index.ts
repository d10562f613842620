import type { CatalogueLoader } from "../../lib/i18n/i18n";

/**
 * The account menu's dropdown (who is signed in, the plan, Profile and Logout): it loads with the
 * dropdown the first time the menu opens (`lazyComponent` in app/layouts/user-menu.tsx), so no page's
 * first render waits for it. The avatar button's own texts stay in the shell's catalogue.
 */
export const loadUserMenuMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
