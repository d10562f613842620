import { Link, useSearchParams } from "react-router-dom";
import { englishText, isServerMessageKey } from "#shared/server-messages";
import { Alert } from "../../../components/alert";
import formStyles from "../../../components/form-layout.module.css";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { localizeServerMessage } from "../../../messages/server";
import styles from "./auth-form.module.css";
import { AuthLayout } from "./auth-layout";

/** Values longer than a workspace's name are not ours: a crafted link cannot put a paragraph on this page. */
const MAX_VALUE = 120;

/**
 * /sso/error: why a sign-in through a workspace's provider did not open a session, in the reader's language (the
 * server sends the message's key and values, docs/product/workspaces.md#single-sign-on), and the way back.
 */
export function SsoErrorPage() {
  const { t } = useT();
  useDocumentTitle(t("auth.sso.errorTitle"));
  const [params] = useSearchParams();
  const code = params.get("code");
  const key = code?.startsWith("sso.") && isServerMessageKey(code) ? code : "sso.providerRefused";
  const values = Object.fromEntries(
    [...params].filter(([name, value]) => name !== "code" && value.length <= MAX_VALUE),
  );
  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{t("auth.sso.errorTitle")}</h1>
      </header>
      <Alert tone="danger">{localizeServerMessage(key, values, englishText(key, values))}</Alert>
      <p className={styles.switch}>
        <Link to={PATHS.login} className={styles.textLink}>
          {t("auth.sso.backToLogin")}
        </Link>
      </p>
    </AuthLayout>
  );
}
