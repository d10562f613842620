import type { CatalogueLoader } from "../../../lib/i18n/i18n";

/** This feature's catalogue, loaded with its pages (client/app/router.tsx). */
export const loadMessages: CatalogueLoader = (locale) => (locale === "hi" ? import("./hi.json") : import("./en.json"));
