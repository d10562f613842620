import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { LockIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import { loginPath } from "../../../lib/return-to";
import { clearUserSession } from "../../../lib/session";
import styles from "./chat-page.module.css";

/** docs/product/rules.md#business-constants-and-limits: the redirect to login after a failed session waits 100 ms. */
const LOGIN_REDIRECT_MS = 100;

/**
 * docs/product/screens.md and docs/product/data.md#states-and-transitions "Chat authentication": without a valid token the chat says
 * so, with a way to the login page, while the stored user is cleared and the
 * login page opens by itself a moment later. After the login the person
 * comes back to this very chat (its path and ?model=, issue #13).
 */
export function ChatLoginGate() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const login = loginPath(`${location.pathname}${location.search}`);

  useEffect(() => {
    clearUserSession();
    const timer = window.setTimeout(() => navigate(login, { replace: true }), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, login]);

  return (
    <main className={styles.gate}>
      <Card className={styles.gateCard}>
        <span className={styles.gateIcon}>
          <LockIcon size={22} />
        </span>
        <h1 className={styles.gateTitle}>{t("chat.loginGate.title")}</h1>
        <ButtonLink to={login} replace>
          {t("chat.loginGate.goToLogin")}
        </ButtonLink>
      </Card>
    </main>
  );
}
