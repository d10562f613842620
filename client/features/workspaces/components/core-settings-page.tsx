import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { useLeaveWorkspace, useUpdateWorkspace, type WorkspaceDetail } from "../api/use-workspaces";
import { CoreConfirmDialog } from "./core-confirm-dialog";
import { CoreDetailsFields, type DetailsValues, detailsOf } from "./core-details-fields";
import { CoreFrame } from "./core-frame";
import styles from "./core-pages.module.css";

/** /workspaces/:id/settings (docs/product/workspaces.md#screens): the company's details, and leaving. */
export function WorkspaceSettingsPage() {
  const { t } = useT();
  return (
    <CoreFrame title={t("workspaces.tabs.settings")}>
      {(workspace) => (
        <>
          {workspace.manage ? (
            <DetailsForm workspace={workspace} />
          ) : (
            <p className={styles.muted}>{t("workspaces.core.settings.readOnly")}</p>
          )}
          <Leave workspace={workspace} />
        </>
      )}
    </CoreFrame>
  );
}

function DetailsForm({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useT();
  const update = useUpdateWorkspace();
  const [values, setValues] = useState<DetailsValues>(() => detailsOf(workspace));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!update.isPending) update.mutate({ workspaceId: workspace.id, ...values });
  };
  return (
    <section className={styles.section} aria-labelledby="details-heading">
      <h2 id="details-heading" className={styles.sectionTitle}>
        {t("workspaces.core.settings.title")}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {update.isError && (
          <ServerError
            error={update.error}
            fallback={t("workspaces.core.saveFailed")}
            listTitle={t("workspaces.core.problems")}
          />
        )}
        {update.isSuccess && <Alert tone="success">{t("workspaces.core.settings.saved")}</Alert>}
        <CoreDetailsFields
          values={values}
          onChange={(next) => {
            update.reset();
            setValues(next);
          }}
          disabled={update.isPending}
        />
        <div>
          <Button type="submit" busy={update.isPending}>
            {t("workspaces.core.settings.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Leave({ workspace }: { workspace: WorkspaceDetail }) {
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
