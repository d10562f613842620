import { type ReactNode, useId } from "react";
import styles from "./panel.module.css";

interface PanelProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of an admin screen (a table, a chart, a form), labelled by its heading. */
export function Panel({ title, description, actions, className, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={[styles.panel, className].filter(Boolean).join(" ")} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
