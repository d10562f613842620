import type { ReactNode } from "react";
import { DiscordIcon, GitHubIcon, GoogleIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./auth-form.module.css";

const PROVIDERS: readonly { name: string; icon: ReactNode }[] = [
  { name: "Google", icon: <GoogleIcon size={20} /> },
  { name: "GitHub", icon: <GitHubIcon size={20} /> },
  { name: "Discord", icon: <DiscordIcon size={20} /> },
];

/** Social login is not offered yet (docs/product/screens.md: the icons do nothing); the buttons say so instead of failing. */
export function SocialSignIn() {
  const { t } = useT();
  return (
    <>
      <p className={styles.divider}>{t("auth.social.divider")}</p>
      <ul className={styles.social}>
        {PROVIDERS.map((provider) => (
          <li key={provider.name}>
            <button
              type="button"
              className={styles.socialButton}
              aria-label={t("auth.social.continueWith", { provider: provider.name })}
              aria-disabled="true"
              title={t("auth.social.comingSoon")}
            >
              {provider.icon}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.socialNote}>{t("auth.social.note")}</p>
    </>
  );
}
