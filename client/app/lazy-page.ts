import type { ComponentType } from "react";
import { type CatalogueLoader, loadCatalogue } from "../lib/i18n/i18n";

/**
 * Code-split route: the page's module is fetched on first navigation and the
 * router keeps the current page on screen until it has arrived, with the messages
 * its first render shows: its feature's, and the shell's parts it draws at once (`common.account` in
 * the admin panel, the password field's texts on the sign-in pages, the copy buttons' in the chat
 * and the admin panel). Only the 404 page
 * ships in the entry chunk (docs/architecture.md#performance-budgets: chat and admin load lazily).
 * `npm run bench -- bundle` reads the catalogues from these calls, in every route file (scripts/lazy-boundaries.ts).
 */
export function lazyPage<M>(
  catalogues: CatalogueLoader | CatalogueLoader[],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    // The messages in the active language arrive with the code (client/lib/i18n/i18n.ts).
    const [module] = await Promise.all([load(), ...[catalogues].flat().map(loadCatalogue)]);
    return { Component: pick(module) };
  };
}
