import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromCookie } from "../../shared/locales";

describe("localeFromAcceptLanguage", () => {
  it("follows the q-values, not the order", () => {
    expect(localeFromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(localeFromAcceptLanguage("en-GB,hi;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.4,hi;q=0.6")).toBe("hi");
  });
  it("skips languages we do not speak and those refused with q=0", () => {
    expect(localeFromAcceptLanguage("fr-FR,de;q=0.9,hi;q=0.1")).toBe("hi");
    expect(localeFromAcceptLanguage("hi;q=0,en;q=0.1")).toBe("en");
  });
  it("falls back to English when nothing matches or the header is missing", () => {
    expect(localeFromAcceptLanguage("fr,de")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("*;q=garbage")).toBe("en");
  });
});

describe("localeFromCookie", () => {
  it("reads our cookie among others and ignores unknown values", () => {
    expect(localeFromCookie("a=1; lang=hi; b=2")).toBe("hi");
    expect(localeFromCookie("lang=fr")).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });
});
