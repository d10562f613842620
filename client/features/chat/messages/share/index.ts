import type { CatalogueLoader } from "../../../../lib/i18n/i18n";

/**
 * Share links (docs/product/sharing.md): the share dialog's texts and the shared page's. They load with the
 * dialog (`lazyComponent` in chat-screen.tsx) and with the page (client/app/router.tsx), not with the chat.
 */
export const loadShareMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
