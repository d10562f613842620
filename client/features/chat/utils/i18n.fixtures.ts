// What the chat's unit tests read texts through: the shell's and the chat's catalogues, compiled as the
// build compiles them (scripts/vite-catalogues.ts), in a Lingui instance of their own.
import { fileURLToPath } from "node:url";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "#shared/locales";
import { compileCatalogue } from "../../../../scripts/vite-catalogues";
import { type ChatText, showText } from "./messages";

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** A Lingui instance in `locale` with the shell's and the chat's messages; a missing key fails the test. */
export function chatI18n(locale: Locale): I18n {
  const i18n = setupI18n({
    missing: (_, id) => {
      throw new Error(`no message "${id}" in the ${locale} catalogues`);
    },
  });
  for (const catalogue of [`../../../messages/${locale}.json`, `../messages/${locale}.json`])
    i18n.load(locale, compileCatalogue(file(catalogue)) as Messages);
  i18n.activate(locale);
  return i18n;
}

export const english = chatI18n("en");
export const hindi = chatI18n("hi");

/** A state's text as an English reader sees it. */
export const inEnglish = (text: ChatText | null | undefined) => (text ? showText(english._.bind(english), text) : text);
