import { useMutation } from "@tanstack/react-query";
import { Link, useParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, serverText } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { useTRPC } from "../../../lib/trpc";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { AuthLayout } from "./auth-layout";

/**
 * /sso/verify/:token: the link e-mailed to an address at a domain a workspace adds for single sign-on
 * (docs/product/workspaces.md#single-sign-on). Verifying takes a click, so a mail scanner that opens links
 * verifies nothing.
 */
export function SsoVerifyPage() {
  const { t } = useT();
  useDocumentTitle(t("auth.sso.verifyTitle"));
  const { token = "" } = useParams();
  const trpc = useTRPC();
  const verify = useMutation(trpc.sso.verifyDomain.mutationOptions());
  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{t("auth.sso.verifyTitle")}</h1>
        <p className={formStyles.lead}>{t("auth.sso.verifyLead")}</p>
      </header>
      {verify.isSuccess ? (
        <Alert tone="success">{serverText(verify.data.message)}</Alert>
      ) : (
        <Button size="lg" block busy={verify.isPending} onClick={() => verify.mutate({ token })}>
          {t("auth.sso.verifyButton")}
        </Button>
      )}
      {verify.isError && <Alert tone="danger">{errorMessage(verify.error, t(AUTH_TEXT.genericError))}</Alert>}
      <p className={styles.switch}>
        <Link to={PATHS.home} className={styles.textLink}>
          {t("auth.sso.home")}
        </Link>
      </p>
    </AuthLayout>
  );
}
