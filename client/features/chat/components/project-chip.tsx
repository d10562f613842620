import { Link } from "react-router-dom";
import { useT } from "../../../lib/i18n/use-t";
import { projectPath } from "../../../lib/paths";
import { useProjects } from "../api/use-projects";
import { ProjectMark } from "./project-mark";
import styles from "./projects.module.css";

/**
 * Above a conversation that is in a project (issue #33): which project, as a link back to its page, where
 * the next new chat starts inside it. Nothing while the projects load or when it is not one of theirs.
 */
export function ProjectChip({ projectId }: { projectId: string }) {
  const { t } = useT();
  const project = useProjects().data?.find((candidate) => candidate.id === projectId);
  if (!project) return null;
  return (
    <Link to={projectPath(project.id)} className={styles.chip}>
      <ProjectMark emoji={project.emoji} colour={project.colour} />
      <span>{t("chat.projects.inProject", { name: project.name })}</span>
    </Link>
  );
}
