import { type Messages, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, LOCALE_COOKIE, type Locale, localeFromCookie } from "#shared/locales";

/**
 * The one Lingui instance. Messages come in catalogues, one per namespace (the shell's `common` and
 * one per feature) and language, compiled at build time (scripts/vite-catalogues.ts) and fetched
 * only for the active language, when the namespace's first page loads (docs/product/languages.md).
 */
export const i18n = setupI18n({
  missing: (locale, id) => {
    // The catalogue test keeps this from happening; if it does, the key shows instead of a blank.
    console.warn(`no message "${id}" in the ${locale} catalogue`);
    return id;
  },
});

/** A namespace's catalogue for one language: `(locale) => import(`./${locale}.json`)`. */
export type CatalogueLoader = (locale: Locale) => Promise<{ default: Messages }>;

/**
 * The language at start: the visitor's cookie, else what the server chose for `<html lang>` from the
 * browser's Accept-Language (server/plugins/spa.ts), else English. Read when this module loads: the
 * router starts loading the first page (and its catalogue) as soon as it is created, before
 * `startI18n` has run.
 */
function initialLocale(): Locale {
  // Unit tests import this module in Node, where there is no page.
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const html = document.documentElement.lang;
  return localeFromCookie(document.cookie) ?? (isLocale(html) ? html : DEFAULT_LOCALE);
}

const registered = new Set<CatalogueLoader>();
const loaded = new Map<CatalogueLoader, Set<Locale>>();
/** The language being shown, or being switched to. */
let target: Locale = initialLocale();

/**
 * Adds messages without telling the page: `i18n.load` announces a change, and every component using
 * `useT()` re-renders with a new translate function, so effects that depend on it run again; a
 * feature's catalogue arriving after the first paint (or the server's, right after it) did that in the
 * middle of a chat's first reply. A catalogue is always loaded before anything shows its texts, and
 * `activate` (start, switch) announces the change when one is due.
 */
function merge(locale: Locale, messages: Messages) {
  const silent = (i18n as unknown as { _load?: (locale: string, messages: Messages) => void })._load;
  if (typeof silent === "function") silent.call(i18n, locale, messages);
  else i18n.load(locale, messages);
}

async function load(loader: CatalogueLoader, locale: Locale) {
  const done = loaded.get(loader) ?? new Set<Locale>();
  loaded.set(loader, done);
  if (done.has(locale)) return;
  const { default: messages } = await loader(locale);
  merge(locale, messages);
  done.add(locale);
}

/** The active language (before the first activation, the one about to be). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : target;
}

/** The `Intl` locale of the active language (en-IN, hi-IN). */
export function intlLocale(): string {
  return INTL_LOCALES[activeLocale()];
}

/**
 * Loads a namespace's catalogue before its first page renders; a later switch of language loads it
 * in the new language too. Loads the language being switched to as well, so a page that arrives
 * during a switch is never shown half in the old language.
 */
export async function loadCatalogue(loader: CatalogueLoader): Promise<void> {
  registered.add(loader);
  // Before the first activation no language is active yet: the one starting is the only one needed.
  const locales = isLocale(i18n.locale) ? [i18n.locale, target] : [target];
  await Promise.all([...new Set(locales)].map((locale) => load(loader, locale)));
}

function remember(locale: Locale) {
  document.documentElement.lang = locale;
  // A year, for the whole site: the server writes `<html lang>` from it on the next visit.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches language in place: every namespace loaded so far is fetched in it first, then all re-render. */
export async function changeLocale(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([...registered].map((loader) => load(loader, locale)));
  if (target !== locale) return; // a later switch won
  i18n.activate(locale);
  remember(locale);
}

/**
 * A signed-in account's language (docs/product/languages.md, "Remembered"): when a session starts on a
 * device where nobody chose a language (no `lang` cookie), the account's applies, and the cookie then
 * remembers it. A choice made on this device wins: the cookie is there.
 */
export function adoptAccountLocale(locale: unknown): void {
  if (localeFromCookie(document.cookie) || !isLocale(locale) || locale === activeLocale()) return;
  void changeLocale(locale);
}

/** Loads the shell's catalogue in the language at start and activates it, before the first render. */
export async function startI18n(common: CatalogueLoader): Promise<void> {
  registered.add(common);
  await load(common, target);
  i18n.activate(target);
  document.documentElement.lang = target;
}
