import { Card } from "../../../components/card";
import { MonitorIcon } from "../../../components/icons";
import { SessionsList } from "../../../components/sessions-list";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { logoutUser } from "../../../lib/session";
import { useSessions } from "../api/use-sessions";
import styles from "./profile-page.module.css";

// Ending this device's session is signing out: the person lands on the login page, which leads back here.
const signedOut = () => logoutUser(loginPath(PATHS.profile));

/** Where the person is signed in (issue #17): end a lost phone's session, or every other one. */
export function SessionsCard() {
  const { t } = useT();
  const calls = useSessions();
  return (
    <Card as="section" aria-labelledby="profile-sessions-title">
      <div>
        <h2 id="profile-sessions-title" className={styles.cardTitle}>
          <MonitorIcon size={20} />
          {t("profile.sessions.title")}
        </h2>
        <p className={styles.note}>{t("profile.sessions.note")}</p>
      </div>
      <SessionsList calls={calls} onSignedOut={signedOut} />
    </Card>
  );
}
