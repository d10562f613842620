import { useLingui } from "@lingui/react";
import { isLocale, type Locale } from "#shared/locales";

/**
 * The translate function for a component: `t("common.nav.home")`, or with values `t(key, { count })`.
 * The component re-renders when the language changes. Keys live in the catalogues
 * (client/messages and each feature's messages/); the catalogue test fails on a key used but missing.
 */
export function useT() {
  const { _, i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  return { t: _, locale };
}

export { Trans } from "@lingui/react";
