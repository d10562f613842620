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

const registered = new Set<CatalogueLoader>();
const loaded = new Map<CatalogueLoader, Set<Locale>>();

/**
 * The language at start: the visitor's cookie, else what the server chose for `<html lang>` from the
 * browser's Accept-Language (server/plugins/spa.ts), else English.
 */
function startingLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const html = document.documentElement.lang;
  return localeFromCookie(document.cookie) ?? (isLocale(html) ? html : DEFAULT_LOCALE);
}

// Known from the start: the router begins loading the first page (and its catalogue) as soon as it is
// created, before startI18n has run, and that catalogue must come in this language.
let target: Locale = startingLocale();

async function load(loader: CatalogueLoader, locale: Locale) {
  const done = loaded.get(loader) ?? new Set<Locale>();
  loaded.set(loader, done);
  if (done.has(locale)) return;
  const { default: messages } = await loader(locale);
  i18n.load(locale, messages);
  done.add(locale);
}

/** The active language. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
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
  await Promise.all([...new Set([activeLocale(), target])].map((locale) => load(loader, locale)));
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

/** Starts in the language at start (startingLocale) and loads the shell's catalogue in it. */
export async function startI18n(common: CatalogueLoader): Promise<void> {
  target = startingLocale();
  registered.add(common);
  await load(common, target);
  i18n.activate(target);
  document.documentElement.lang = target;
}
