import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormDialog } from "../../../components/form-dialog";
import formStyles from "../../../components/form-layout.module.css";
import { useT } from "../../../lib/i18n/use-t";
import { workspacePath } from "../../../lib/paths";
import { useCreateWorkspace } from "../api/use-workspaces";
import { CoreDetailsFields, type DetailsValues, EMPTY_DETAILS } from "./core-details-fields";
import { CoreFormError } from "./core-form-error";

/** "Create a workspace": the company's details; its creator becomes the owner and lands on its members. */
export function CoreCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const formId = useId();
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const [values, setValues] = useState<DetailsValues>(EMPTY_DETAILS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(values, { onSuccess: (workspace) => navigate(workspacePath(workspace.id, "members")) });
  };
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t("workspaces.core.create.title")}
      description={t("workspaces.core.create.description")}
      formId={formId}
      pending={create.isPending}
      submitLabel={t("workspaces.core.create.submit")}
    >
      <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
        <CoreFormError error={create.error} fallback={t("workspaces.core.saveFailed")} />
        <CoreDetailsFields values={values} onChange={setValues} disabled={create.isPending} />
      </form>
    </FormDialog>
  );
}
