/**
 * The languages the product speaks (docs/product/languages.md). English is the default and keeps the
 * specification's texts word for word; `/v1` and REST error bodies stay in English whatever is chosen.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name, as the switch shows it: a person finds their language in its own script. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** The `Intl` locale for dates, numbers and money: Indian grouping (1,00,000) in both languages. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** The cookie that remembers a visitor's choice; the server reads it to write `<html lang>`. */
export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale a `lang` cookie names, if any, from a whole `Cookie` header or `document.cookie`. */
export function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The first supported language of an `Accept-Language` header, by its q-values (RFC 9110 §12.5.4):
 * `hi-IN,hi;q=0.9,en;q=0.8` is Hindi; `en-GB,hi;q=0.5` is English; none of ours is the default.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const ranked = (header ?? "")
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}
