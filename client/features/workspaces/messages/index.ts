import type { CatalogueLoader } from "../../../lib/i18n/i18n";

/**
 * The workspace pages' common texts (the frame, its tabs), loaded with every workspace page
 * (client/app/router.tsx). Each tab keeps its own texts in a folder beside this one.
 */
export const loadMessages: CatalogueLoader = (locale) => (locale === "hi" ? import("./hi.json") : import("./en.json"));
