import type { ReactNode } from "react";
import { Card } from "../../../components/card";
import styles from "./feature-grid.module.css";

export interface FeatureItem {
  title: string;
  icon: ReactNode;
  text: string;
  /** The icon's colour when it is not the brand's violet. */
  tone?: "cyan" | "gold";
}

/** Three cards of an icon, a title and a few lines: the home page's features and the about page's values. */
export function FeatureGrid({ items, framed = false }: { items: readonly FeatureItem[]; framed?: boolean }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Card as="li" key={item.title} interactive>
          <span
            className={[styles.icon, framed && styles.framed, item.tone && styles[item.tone]].filter(Boolean).join(" ")}
          >
            {item.icon}
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
