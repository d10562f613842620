import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import type { Locale } from "#shared/locales";
import { i18n } from "../../lib/i18n/i18n";
import accountEn from "../../messages/account/en.json";
import accountHi from "../../messages/account/hi.json";
import commonEn from "../../messages/en.json";
import commonHi from "../../messages/hi.json";
import pricingEn from "./messages/en.json";
import pricingHi from "./messages/hi.json";
import receiptEn from "./messages/receipt/en.json";
import receiptHi from "./messages/receipt/hi.json";
import signedInEn from "./messages/signed-in/en.json";
import signedInHi from "./messages/signed-in/hi.json";
import subscribeEn from "./messages/subscribe/en.json";
import subscribeHi from "./messages/subscribe/hi.json";

// For this feature's unit tests only: the catalogues as the build compiles them (scripts/vite-catalogues.ts),
// loaded into the app's one i18n instance, so the formatters that read its language agree with the texts.
const SOURCES: Record<Locale, Record<string, string>[]> = {
  en: [commonEn, accountEn, pricingEn, signedInEn, receiptEn, subscribeEn],
  hi: [commonHi, accountHi, pricingHi, signedInHi, receiptHi, subscribeHi],
};

function compiled(locale: Locale): Messages {
  return Object.fromEntries(
    SOURCES[locale].flatMap((catalogue) => Object.entries(catalogue)).map(([id, text]) => [id, compileMessage(text)]),
  );
}

/** Makes `locale` the active language, its catalogues loaded; returns the translate function. */
export function speak(locale: Locale) {
  i18n.load(locale, compiled(locale));
  i18n.activate(locale);
  return i18n._.bind(i18n);
}

/** `children` inside the provider the app wraps every page in. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
