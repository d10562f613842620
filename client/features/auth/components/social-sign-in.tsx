import type { ReactNode } from "react";
import { DiscordIcon, GitHubIcon, GoogleIcon } from "../../../components/icons";
import styles from "./auth-form.module.css";

const PROVIDERS: readonly { name: string; icon: ReactNode }[] = [
  { name: "Google", icon: <GoogleIcon size={20} /> },
  { name: "GitHub", icon: <GitHubIcon size={20} /> },
  { name: "Discord", icon: <DiscordIcon size={20} /> },
];

/** Social login is not offered yet (docs/product/screens.md: the icons do nothing); the buttons say so instead of failing. */
export function SocialSignIn() {
  return (
    <>
      <p className={styles.divider}>Or continue with</p>
      <ul className={styles.social}>
        {PROVIDERS.map((provider) => (
          <li key={provider.name}>
            <button
              type="button"
              className={styles.socialButton}
              aria-label={`Continue with ${provider.name} (coming soon)`}
              aria-disabled="true"
              title="Coming soon"
            >
              {provider.icon}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.socialNote}>Google, GitHub and Discord sign-in are coming soon.</p>
    </>
  );
}
