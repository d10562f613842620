import { useEffect } from "react";
import { localeFromCookie } from "#shared/locales";
import { adoptAccountLocale } from "../lib/i18n/i18n";
import { takeSessionStart } from "../lib/session";
import { useTRPCClient } from "../lib/trpc";
import { useSession } from "./use-session";

/**
 * When a person signs in or up in this tab on a device where nobody chose a language, the page
 * switches to their account's (auth.profile's `locale`, docs/product/languages.md). Only at the start
 * of a session: a page opened already signed in keeps the language it was served in.
 */
export function useAccountLocale(): void {
  const { token } = useSession();
  const client = useTRPCClient();
  useEffect(() => {
    if (!token || !takeSessionStart() || localeFromCookie(document.cookie)) return;
    client.auth.profile.query().then(
      (profile) => adoptAccountLocale(profile.locale),
      () => {
        // Best effort: without an answer the page stays in the language it is in.
      },
    );
  }, [token, client]);
}
