import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { useLeaveWorkspace, type WorkspaceDetail } from "../api/use-workspaces";
import { CoreConfirmDialog } from "./core-confirm-dialog";
import styles from "./core-pages.module.css";

/**
 * Leaving a workspace, asked first (docs/product/workspaces.md#roles): on the settings tab for admins, on the
 * members tab for members (who have no settings tab); the owner is told the owner cannot leave.
 */
export function CoreLeave({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useT();
  const navigate = useNavigate();
  const leave = useLeaveWorkspace();
  const [asking, setAsking] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="leave-heading">
      <h2 id="leave-heading" className={styles.sectionTitle}>
        {t("workspaces.core.leave.title")}
      </h2>
      {workspace.role === "owner" ? (
        <p className={styles.muted}>{t("workspaces.core.leave.ownerNote")}</p>
      ) : (
        <>
          <p className={styles.muted}>{t("workspaces.core.leave.body")}</p>
          <div>
            <Button variant="danger" onClick={() => setAsking(true)}>
              {t("workspaces.core.leave.button", { name: workspace.name })}
            </Button>
          </div>
        </>
      )}
      <CoreConfirmDialog
        open={asking}
        title={t("workspaces.core.leave.confirmTitle", { name: workspace.name })}
        body={t("workspaces.core.leave.body")}
        confirmLabel={t("workspaces.core.leave.confirm")}
        pending={leave.isPending}
        error={leave.error}
        failed={t("workspaces.core.leave.failed")}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          leave.mutate(
            { workspaceId: workspace.id },
            { onSuccess: () => navigate(PATHS.workspaces, { replace: true }) },
          )
        }
      />
    </section>
  );
}
