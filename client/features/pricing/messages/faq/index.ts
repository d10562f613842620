import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * The questions and answers under the plans: below the fold on every screen, they load with their section
 * (`lazyComponent` in pricing-page.tsx) right after the first render, so the plans do not wait for them
 * (docs/decisions.md D147).
 */
export const loadFaqMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
