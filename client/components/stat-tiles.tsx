import type { ReactNode } from "react";
import styles from "./stat-tiles.module.css";

export interface StatTile {
  id: string;
  label: string;
  value: ReactNode;
  note: ReactNode;
}

/** Figures as tiles of a description list, each with its note: a person's activity and a workspace's usage. */
export function StatTiles({ stats }: { stats: readonly StatTile[] }) {
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.id} className={styles.stat} data-stat={stat.id}>
          <dt>{stat.label}</dt>
          <dd className={styles.figure}>{stat.value}</dd>
          <dd className={styles.note}>{stat.note}</dd>
        </div>
      ))}
    </dl>
  );
}
