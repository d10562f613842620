import { type DragEvent, useState } from "react";
import { Link } from "react-router-dom";
import { PlusIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import { projectPath } from "../../../lib/paths";
import { type ProjectSummary, useProjects } from "../api/use-projects";
import { ProjectMark } from "./project-mark";
import styles from "./projects.module.css";

/** The type a dragged history row carries (history-item.tsx): only those are dropped on a project. */
export const CONVERSATION_DRAG_TYPE = "application/x-nexgen-conversation";

interface ProjectListProps {
  activeProjectId: string | null;
  onNewProject: () => void;
  onOpenProject: () => void;
  /** A history row dropped on a project (desktop). */
  onDropConversation: (conversationId: string, project: ProjectSummary) => void;
  /** What the last drop did, read out and shown under the list. */
  status: string | null;
}

/**
 * The sidebar's Projects (issue #33, docs/product/screens.md#chat), above the dated history: each with its mark,
 * name and number of chats, a link to its page; the archived ones folded away under their own heading.
 * On a desktop a history row can be dragged onto a project; the conversation's menu does the same everywhere.
 */
export function ProjectList({
  activeProjectId,
  onNewProject,
  onOpenProject,
  onDropConversation,
  status,
}: ProjectListProps) {
  const { t } = useT();
  const projects = useProjects();
  const list = projects.data ?? [];
  const current = list.filter((project) => !project.archived);
  const archived = list.filter((project) => project.archived);

  const row = (project: ProjectSummary) => (
    <ProjectRow
      key={project.id}
      project={project}
      active={project.id === activeProjectId}
      onOpen={onOpenProject}
      onDrop={(conversationId) => onDropConversation(conversationId, project)}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="sidebar-projects-title">
      <div className={styles.sectionHead}>
        <h3 id="sidebar-projects-title" className={styles.sectionTitle}>
          {t("chat.projects.title")}
        </h3>
        <button type="button" className={styles.newProject} onClick={onNewProject}>
          <PlusIcon size={14} />
          {t("chat.projects.new")}
        </button>
      </div>
      {projects.isError && <p className={styles.status}>{t("chat.projects.loadFailed")}</p>}
      {current.length > 0 && <ul className={styles.projectList}>{current.map(row)}</ul>}
      {archived.length > 0 && (
        <details className={styles.archived} open={archived.some((project) => project.id === activeProjectId)}>
          <summary>{t("chat.projects.archivedTitle", { count: archived.length })}</summary>
          <ul className={styles.projectList}>{archived.map(row)}</ul>
        </details>
      )}
      <p className={styles.status} role="status" hidden={!status}>
        {status}
      </p>
    </section>
  );
}

function ProjectRow(props: {
  project: ProjectSummary;
  active: boolean;
  onOpen: () => void;
  onDrop: (conversationId: string) => void;
}) {
  const { t } = useT();
  const { project } = props;
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(CONVERSATION_DRAG_TYPE);

  return (
    <li>
      <Link
        to={projectPath(project.id)}
        className={`${styles.projectRow} ${over ? styles.dropTarget : ""}`}
        aria-current={props.active ? "page" : undefined}
        onClick={props.onOpen}
        onDragOver={(event) => {
          if (!accepts(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          setOver(false);
          const id = event.dataTransfer.getData(CONVERSATION_DRAG_TYPE);
          if (!id) return;
          event.preventDefault();
          props.onDrop(id);
        }}
      >
        <ProjectMark emoji={project.emoji} colour={project.colour} />
        <span className={styles.projectName}>{project.name}</span>
        <span className={styles.projectCount}>{t("chat.projects.count", { count: project.conversationCount })}</span>
      </Link>
    </li>
  );
}
