import type { ReactNode } from "react";
import styles from "./admin-page.module.css";

interface AdminPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** The screen's main actions, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen: its only h1, a line on what it is for, its main actions, then its blocks one under another. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}
