import styles from "./profile-page.module.css";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/** The Security tab (issue #17): one card per way the account is protected, then where it is signed in. */
export function SecurityPanel() {
  return (
    <div className={styles.stack}>
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
