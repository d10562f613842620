import { type ComponentType, lazy } from "react";
import { type CatalogueLoader, loadCatalogue } from "./i18n/i18n";

/**
 * A component whose code is fetched the first time it renders (inside a
 * <Suspense>), for parts of a page that are not on screen at first paint: a
 * tab, a dialog, a list behind a toggle. Keeps them out of the page's initial
 * JavaScript (BENCHMARKS.md, "SPA initial JavaScript"). React.lazy wants a
 * default export; this takes the module's named one.
 *
 * `catalogues` are the message catalogues only this part draws from (its own part of a feature's
 * messages, the shell's `common.account`): they load beside its code, so the page's first render
 * does not wait for texts it does not show, and the part never shows a key.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  ...catalogues: CatalogueLoader[]
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...catalogues.map(loadCatalogue)]);
    return { default: pick(module) };
  });
}
