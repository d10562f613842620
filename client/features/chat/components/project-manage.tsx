import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TrashIcon } from "../../../components/icons";
import { ArchiveIcon } from "../../../components/workspace-icons";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { type ProjectDetail, useArchiveProject } from "../api/use-projects";
import styles from "./projects.module.css";

/** A project's archive and delete (issue #33): archiving keeps everything working; deleting asks first. */
export function ProjectManage({ project, onDelete }: { project: ProjectDetail; onDelete: () => void }) {
  const { t } = useT();
  const archive = useArchiveProject(project.archived);

  return (
    <section className={styles.part} aria-labelledby="project-manage-title">
      <h3 id="project-manage-title" className={styles.partTitle}>
        {t("chat.projects.manage")}
      </h3>
      {project.archived && <p className={styles.lead}>{t("chat.projects.archivedNote")}</p>}
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          busy={archive.isPending}
          onClick={() => {
            if (!archive.isPending) archive.mutate({ id: project.id });
          }}
        >
          <ArchiveIcon size={16} />
          {t(project.archived ? "chat.projects.unarchive" : "chat.projects.archive")}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete}>
          <TrashIcon size={16} />
          {t("chat.projects.delete")}
        </Button>
      </div>
      {archive.isError && <Alert tone="danger">{errorMessage(archive.error, t("chat.projects.saveFailed"))}</Alert>}
    </section>
  );
}
