import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched the first time it renders (inside a
 * <Suspense>), for parts of a page that are not on screen at first paint: a
 * tab, a dialog, a list behind a toggle. Keeps them out of the page's initial
 * JavaScript (BENCHMARKS.md, "SPA initial JavaScript"). React.lazy wants a
 * default export; this takes the module's named one.
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
