import { useMutation } from "@tanstack/react-query";
import { LOCALE_NAMES, type Locale } from "#shared/locales";
import { useSession } from "../hooks/use-session";
import { changeLocale } from "../lib/i18n/i18n";
import { useT } from "../lib/i18n/use-t";
import { useTRPC } from "../lib/trpc";
import styles from "./language-switch.module.css";

/**
 * "हिन्दी" / "English": the other language, named in its own script, switched to in place (the page
 * keeps its state, the chat its draft). A visitor's choice lives in a cookie; a signed-in person's is
 * saved on the account too, so their other devices and their e-mails follow it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useT();
  const session = useSession();
  const trpc = useTRPC();
  const save = useMutation(trpc.account.setLocale.mutationOptions());
  const other: Locale = locale === "hi" ? "en" : "hi";

  const choose = () => {
    void changeLocale(other);
    // Best effort: the cookie already remembers it on this device if the account cannot be reached.
    if (session.isSignedIn) save.mutate({ locale: other });
  };

  return (
    <button
      type="button"
      className={`${styles.switch} ${className ?? ""}`}
      lang={other}
      title={t("common.language.switch")}
      onClick={choose}
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}
