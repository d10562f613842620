import { useState } from "react";
import { Link, Navigate } from "react-router-dom";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { Container } from "../../../components/container";
import { PlusIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { formatLongDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS, workspacePath } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { type MyWorkspace, useMyWorkspaces } from "../api/use-workspaces";
import { CoreCreateDialog } from "./core-create-dialog";
import styles from "./core-pages.module.css";
import { ROLE_LABEL } from "./core-roles";

/** /workspaces (docs/product/workspaces.md#screens): my workspaces as cards, and "Create a workspace". */
export function WorkspacesPage() {
  const { t } = useT();
  useDocumentTitle(t("workspaces.core.list.title"));
  const session = useSession();
  if (!session.isSignedIn) return <Navigate to={loginPath(PATHS.workspaces)} replace />;
  return <WorkspacesScreen />;
}

function WorkspacesScreen() {
  const { t } = useT();
  const workspaces = useMyWorkspaces();
  const [creating, setCreating] = useState(false);
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t("workspaces.core.list.title")}</h1>
          <p className={styles.lead}>{t("workspaces.core.list.lead")}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon size={18} />
          {t("workspaces.core.list.create")}
        </Button>
      </header>
      {workspaces.isPending ? (
        <LoadingState message={t("workspaces.core.list.loading")} />
      ) : workspaces.isError ? (
        <LoadFailed title={t("workspaces.core.list.loadFailed")} query={workspaces} />
      ) : workspaces.data.length === 0 ? (
        <p className={styles.muted}>{t("workspaces.core.list.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {workspaces.data.map((workspace) => (
            <WorkspaceCard key={workspace.id} workspace={workspace} />
          ))}
        </ul>
      )}
      <CoreCreateDialog open={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}

function WorkspaceCard({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  return (
    <Card as="li" interactive className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={workspacePath(workspace.id, "members")} className={styles.cardLink}>
          {workspace.name}
        </Link>
      </h2>
      <Badge tone={workspace.role === "member" ? "neutral" : "info"}>{t(ROLE_LABEL[workspace.role])}</Badge>
      <p className={styles.muted}>
        {t("workspaces.core.list.members", { count: workspace.memberCount })} ·{" "}
        {t("workspaces.core.list.seats", { count: workspace.seats })}
      </p>
      <p className={styles.muted}>
        {workspace.inForce
          ? t("workspaces.core.list.paidUntil", { date: formatLongDate(workspace.paidUntil) ?? "" })
          : t("workspaces.core.list.noSeats")}
      </p>
    </Card>
  );
}
