import { useEffect, useState } from "react";
import { Navigate } from "react-router-dom";
import { DEFAULT_LOCALE, isLocale } from "#shared/locales";
import { parseRole } from "#shared/roles";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { UserSessionStart } from "../../../lib/session";
import { useStartSession } from "../hooks/use-start-session";
import { AuthLayout } from "./auth-layout";

/** The session the server put in the address's fragment (docs/decisions.md D206), or null. */
function sessionFromFragment(): UserSessionStart | null {
  const fields = new URLSearchParams(window.location.hash.slice(1));
  const token = fields.get("token");
  const id = fields.get("_id");
  if (!token || !id) return null;
  const locale = fields.get("locale");
  return {
    token,
    _id: id,
    name: fields.get("name") ?? "",
    email: fields.get("email") ?? "",
    role: parseRole(fields.get("role")),
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
  };
}

/**
 * /sso/signed-in: where a sign-in through a workspace's provider ends (docs/product/workspaces.md#single-sign-on).
 * The session is stored like a login's and the fragment leaves the address and the history at once; then on to
 * `?next=` (the chat by default).
 */
export function SsoSignedInPage() {
  const { t } = useT();
  useDocumentTitle(t("auth.sso.signingIn"));
  // Read once, before the effect clears the fragment (React may run effects twice in development).
  const [session] = useState(sessionFromFragment);
  const startSession = useStartSession();
  useEffect(() => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    if (session) startSession(session);
  }, [session, startSession]);
  if (!session) return <Navigate to={`${PATHS.ssoError}?code=sso.loginInvalid`} replace />;
  return (
    <AuthLayout>
      <LoadingState message={t("auth.sso.signingIn")} />
    </AuthLayout>
  );
}
