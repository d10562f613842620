import { useEffect, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { type ProjectDetail, useRemoveProject } from "../api/use-projects";
import styles from "./projects.module.css";

/**
 * Asks before deleting a project (issue #33, docs/product/projects.md#deleting-a-project): its instructions and
 * files go; its conversations go back to the history unless the person chooses to delete them too.
 */
export function ProjectDeleteDialog(props: {
  project: ProjectDetail | null;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useT();
  const { project } = props;
  const [withConversations, setWithConversations] = useState(false);
  const remove = useRemoveProject();
  const resetRemove = remove.reset;

  useEffect(() => {
    if (!props.open) return;
    setWithConversations(false);
    resetRemove();
  }, [props.open, resetRemove]);

  const confirm = () => {
    if (!project || remove.isPending) return;
    remove.mutate({ id: project.id, withConversations }, { onSuccess: props.onDeleted });
  };

  return (
    <Dialog
      open={props.open && project !== null}
      onClose={() => {
        if (!remove.isPending) props.onClose();
      }}
      title={t("chat.projects.deleteTitle", { name: project?.name ?? "" })}
      footer={
        <>
          <CancelButton onClick={props.onClose} disabled={remove.isPending} />
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {remove.isPending ? t("chat.projects.deleting") : t("chat.projects.delete")}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p>{t("chat.projects.deleteBody")}</p>
        {project && project.conversationCount > 0 && (
          <fieldset className={styles.choices}>
            <legend>{t("chat.projects.deleteChoice", { count: project.conversationCount })}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="project-conversations"
                checked={!withConversations}
                onChange={() => setWithConversations(false)}
              />
              {t("chat.projects.keepConversations")}
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="project-conversations"
                checked={withConversations}
                onChange={() => setWithConversations(true)}
              />
              {t("chat.projects.deleteConversations")}
            </label>
          </fieldset>
        )}
        {remove.isError && <Alert tone="danger">{errorMessage(remove.error, t("chat.projects.deleteFailed"))}</Alert>}
      </div>
    </Dialog>
  );
}
