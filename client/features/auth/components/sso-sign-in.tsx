import { useSearchParams } from "react-router-dom";
import { buttonClassName } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS, ssoStartHref } from "../../../lib/paths";
import { RETURN_PARAM, safeReturnPath } from "../../../lib/return-to";
import { useSsoDiscover } from "../api/use-sso-discover";
import styles from "./auth-form.module.css";

/**
 * "Continue with single sign-on (workspace)" under the login form, when the typed address is at a domain whose
 * workspace signs in through its provider (docs/product/workspaces.md#single-sign-on). A link: the sign-in leaves
 * the SPA for the provider and comes back to /sso/signed-in.
 */
export function SsoSignIn({ email }: { email: string }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const found = useSsoDiscover(email);
  if (!found) return null;
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? PATHS.chat;
  return (
    <a
      className={buttonClassName({ variant: "secondary", size: "lg", block: true }, styles.ssoButton)}
      href={ssoStartHref(found.email, returnTo)}
    >
      {t("auth.sso.continue", { workspace: found.workspaceName })}
    </a>
  );
}
