import { Navigate, useParams } from "react-router-dom";
import { Container } from "../../../components/container";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { useT } from "../../../lib/i18n/use-t";
import { workspacePath } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { SsoDomainsCard } from "./sso-domains-card";
import styles from "./sso-page.module.css";
import { SsoProviderCard } from "./sso-provider-card";
import { WorkspaceTabs } from "./workspace-tabs";

/**
 * /workspaces/:workspaceId/sso (docs/product/workspaces.md#single-sign-on): the workspace's e-mail domains with
 * their verification, and its OpenID Connect provider. Owners and admins only: the server answers others 403/404,
 * which the cards show.
 */
export function SsoPage() {
  const { t } = useT();
  useDocumentTitle(t("workspaces.sso.title"));
  const { workspaceId = "" } = useParams();
  const session = useSession();
  if (!session.isSignedIn) return <Navigate to={loginPath(workspacePath(workspaceId, "sso"))} replace />;
  return (
    <Container className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t("workspaces.sso.title")}</h1>
        <p className={styles.lead}>{t("workspaces.sso.lead")}</p>
      </header>
      <WorkspaceTabs workspaceId={workspaceId} />
      <SsoDomainsCard workspaceId={workspaceId} />
      <SsoProviderCard workspaceId={workspaceId} />
    </Container>
  );
}
