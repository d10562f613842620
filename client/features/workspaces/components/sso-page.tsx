import { useT } from "../../../lib/i18n/use-t";
import { CoreFrame } from "./core-frame";
import { SsoDomainsCard } from "./sso-domains-card";
import styles from "./sso-page.module.css";
import { SsoProviderCard } from "./sso-provider-card";

/**
 * /workspaces/:workspaceId/sso (docs/product/workspaces.md#single-sign-on): under the workspace's name and tabs,
 * its e-mail domains with their verification, and its OpenID Connect provider. Owners and admins only: the server
 * answers others 403/404, which the cards show.
 */
export function SsoPage() {
  const { t } = useT();
  return (
    <CoreFrame title={t("workspaces.sso.title")}>
      {(workspace) => (
        <>
          <header className={styles.heading}>
            <h2 className={styles.title}>{t("workspaces.sso.title")}</h2>
            <p className={styles.lead}>{t("workspaces.sso.lead")}</p>
          </header>
          <SsoDomainsCard workspaceId={workspace.id} />
          <SsoProviderCard workspaceId={workspace.id} />
        </>
      )}
    </CoreFrame>
  );
}
