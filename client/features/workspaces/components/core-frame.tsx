import type { ReactNode } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router-dom";
import { Container } from "../../../components/container";
import { ArrowLeftIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS, type WorkspaceTab } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { useWorkspace, type WorkspaceDetail } from "../api/use-workspaces";
import styles from "./core-pages.module.css";
import { ROLE_LABEL } from "./core-roles";
import { WorkspaceTabs } from "./workspace-tabs";

const MANAGER_TABS: readonly WorkspaceTab[] = ["members", "usage", "billing", "sso", "settings"];
const MEMBER_TABS: readonly WorkspaceTab[] = ["members", "usage"];

/** The tabs a role may open (docs/product/workspaces.md#screens): members see their members and usage tabs only. */
export const tabsFor = (role: WorkspaceDetail["role"]) => (role === "member" ? MEMBER_TABS : MANAGER_TABS);

/**
 * A workspace page's frame: signed in only, the workspace's name, the way back to the list, and the tabs; the page
 * itself gets the workspace once it has loaded.
 */
export function CoreFrame({ title, children }: { title: string; children: (workspace: WorkspaceDetail) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isSignedIn) return <Navigate to={loginPath(location.pathname)} replace />;
  return <Loaded title={title}>{children}</Loaded>;
}

function Loaded({ title, children }: { title: string; children: (workspace: WorkspaceDetail) => ReactNode }) {
  const { t } = useT();
  const { workspaceId = "" } = useParams();
  const workspace = useWorkspace(workspaceId);
  useDocumentTitle(workspace.data ? `${title} · ${workspace.data.name}` : title);
  return (
    <Container className={styles.page}>
      <Link to={PATHS.workspaces} className={styles.back}>
        <ArrowLeftIcon size={16} /> {t("workspaces.core.frame.back")}
      </Link>
      {workspace.isPending ? (
        <LoadingState message={t("workspaces.core.frame.loading")} />
      ) : workspace.isError ? (
        <LoadFailed title={t("workspaces.core.frame.loadFailed")} query={workspace} />
      ) : (
        <>
          <header className={styles.header}>
            <div>
              <h1 className={styles.title}>{workspace.data.name}</h1>
              <p className={styles.lead}>
                {t("workspaces.core.frame.yourRole", { role: t(ROLE_LABEL[workspace.data.role]) })}
              </p>
            </div>
          </header>
          <WorkspaceTabs workspaceId={workspace.data.id} tabs={tabsFor(workspace.data.role)} />
          {children(workspace.data)}
        </>
      )}
    </Container>
  );
}
