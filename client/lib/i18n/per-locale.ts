import { intlLocale } from "./i18n";

/**
 * A value made for the active language's `Intl` locale (en-IN, hi-IN), made once per locale on first
 * use and kept: building an `Intl` formatter is slow, and a switch of language must not rebuild it on
 * every call. Digits stay Latin in both languages (docs/product/languages.md).
 */
export function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = intlLocale();
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

/** An `Intl.NumberFormat` per locale, with Latin digits. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  perLocale((locale) => new Intl.NumberFormat(locale, { numberingSystem: "latn", ...options }));

/** An `Intl.DateTimeFormat` per locale, with Latin digits. */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  perLocale((locale) => new Intl.DateTimeFormat(locale, { numberingSystem: "latn", ...options }));
