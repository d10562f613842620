import type { ReactNode } from "react";
import styles from "./detail-list.module.css";

/**
 * Read-only facts as term and value rows (a profile, a user's details, a plan).
 * On phones each term goes above its value, unless `inline`: short terms keep
 * their value beside them (a dialog that must fit a phone's height).
 */
export function DetailList({ children, inline }: { children: ReactNode; inline?: boolean }) {
  return <dl className={inline ? `${styles.list} ${styles.inline}` : styles.list}>{children}</dl>;
}

interface DetailRowProps {
  /** Without a term the content fills the row (e.g. the field that edits the value). */
  term?: string;
  /** For identifiers. */
  mono?: boolean;
  children: ReactNode;
}

export function DetailRow({ term, mono, children }: DetailRowProps) {
  return (
    <div className={styles.row}>
      {term === undefined ? (
        children
      ) : (
        <>
          <dt>{term}</dt>
          <dd className={mono ? styles.mono : undefined}>{children}</dd>
        </>
      )}
    </div>
  );
}
