import type { ProjectColour } from "#shared/project-rules";
import styles from "./projects.module.css";

/** A project's mark (issue #33): its emoji on a wash of its colour, or a dot of the colour when it has none. */
export function ProjectMark({
  emoji,
  colour,
  large = false,
}: {
  emoji: string;
  colour: ProjectColour;
  large?: boolean;
}) {
  return (
    <span className={`${styles.mark} ${large ? styles.markLarge : ""}`} data-colour={colour} aria-hidden="true">
      {emoji || <span className={styles.dot} />}
    </span>
  );
}
