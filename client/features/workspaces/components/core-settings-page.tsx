import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { useUpdateWorkspace, type WorkspaceDetail } from "../api/use-workspaces";
import { CoreDetailsFields, type DetailsValues, detailsOf } from "./core-details-fields";
import { CoreFormError } from "./core-form-error";
import { CoreFrame } from "./core-frame";
import { CoreLeave } from "./core-leave";
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
          <CoreLeave workspace={workspace} />
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
        <CoreFormError error={update.error} fallback={t("workspaces.core.saveFailed")} />
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
