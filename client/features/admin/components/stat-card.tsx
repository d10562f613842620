import type { ReactNode } from "react";
import styles from "./stat-card.module.css";

type StatTone = "primary" | "accent" | "success" | "warning";

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: StatTone;
  /** Short lines under the value, e.g. what the number counts; each its own line. */
  note?: string | string[];
}

/** One figure of a stats row; the label names it for screen readers too (a description list pair). */
export function StatCard({ label, value, icon, tone = "primary", note }: StatCardProps) {
  return (
    <div className={styles.card}>
      <span className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {[note ?? []].flat().map((line) => (
          <dd key={line} className={styles.note}>
            {line}
          </dd>
        ))}
      </dl>
    </div>
  );
}

/** The row the stat cards sit in: four across on wide screens, two on tablets, one on phones. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.grid} aria-label={label}>
      {children}
    </section>
  );
}
