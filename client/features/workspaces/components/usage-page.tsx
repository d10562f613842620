import { useState } from "react";
import { Navigate, useParams } from "react-router-dom";
import { DEFAULT_USAGE_HISTORY_DAYS, type UsageHistoryRange } from "#shared/usage";
import { Container } from "../../../components/container";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { workspacePath } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { useWorkspaceUsage } from "../api/use-workspace-usage";
import styles from "./usage.module.css";
import { UsageCapsForm } from "./usage-caps-form";
import { UsageMembersTable } from "./usage-members-table";
import { UsageModelsTable } from "./usage-models-table";
import { UsageOverview } from "./usage-overview";
import { WorkspaceTabs } from "./workspace-tabs";

/**
 * /workspaces/:workspaceId/usage (docs/product/workspaces.md#usage-dashboard): the caps for owners and admins,
 * the range's figures, credits per day, and tables per member and per model, with the CSV. A member sees their own
 * figures and the caps; the server decides who sees what.
 */
export function WorkspaceUsagePage() {
  const { t } = useT();
  useDocumentTitle(t("workspaces.usage.documentTitle"));
  const session = useSession();
  const { workspaceId = "" } = useParams();
  if (!session.isSignedIn) return <Navigate to={loginPath(workspacePath(workspaceId, "usage"))} replace />;
  return <UsageDashboard workspaceId={workspaceId} />;
}

function UsageDashboard({ workspaceId }: { workspaceId: string }) {
  const { t } = useT();
  const [days, setDays] = useState<UsageHistoryRange>(DEFAULT_USAGE_HISTORY_DAYS);
  const usage = useWorkspaceUsage(workspaceId, days);

  if (!usage.data)
    return (
      <Container className={styles.page}>
        <h1 className={styles.title}>{t("workspaces.usage.title")}</h1>
        {usage.isError ? (
          <LoadFailed title={errorMessage(usage.error, t("workspaces.usage.loadFailed"))} query={usage} />
        ) : (
          <LoadingState message={t("workspaces.usage.loading")} />
        )}
      </Container>
    );

  const data = usage.data;
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.workspace.name}</h1>
        <p className={styles.intro}>
          {t(data.manage ? "workspaces.usage.introManage" : "workspaces.usage.introMember")}
        </p>
      </header>
      {/* A member opens only this tab of the workspace (docs/product/workspaces.md#roles). */}
      <WorkspaceTabs workspaceId={workspaceId} tabs={data.manage ? undefined : ["usage"]} />
      <h2 className="visually-hidden">{t("workspaces.usage.title")}</h2>
      {data.manage ? <UsageCapsForm workspaceId={workspaceId} caps={data.caps} /> : null}
      <UsageOverview usage={data} days={days} onDaysChange={setDays} busy={usage.isPlaceholderData} />
      <UsageMembersTable usage={data} />
      <UsageModelsTable usage={data} />
    </Container>
  );
}
