import type { ReactNode } from "react";
import { useT } from "../lib/i18n/use-t";
import { Badge } from "./badge";
import { Card } from "./card";
import styles from "./coming-soon.module.css";
import { CheckIcon, ClockIcon } from "./icons";

interface ComingSoonProps {
  title: string;
  route: string;
  summary: string;
  /** What the finished screen will let people do. */
  features: readonly string[];
  actions?: ReactNode;
  /** h1 on standalone screens; h2 when the page already has a heading. */
  headingLevel?: 1 | 2;
}

/** Placeholder for a screen a later issue builds: says plainly that it is not ready and what it will do. */
export function ComingSoon({ title, route, summary, features, actions, headingLevel = 1 }: ComingSoonProps) {
  const { t } = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={styles.wrap}>
      <Card highlight className={styles.card}>
        <div className={styles.top}>
          <Badge tone="warning" icon={<ClockIcon size={14} />}>
            {t("common.comingSoon.badge")}
          </Badge>
          <span className={styles.route}>{route}</span>
        </div>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.summary}>{summary}</p>
        <p className={styles.listTitle}>{t("common.comingSoon.listTitle")}</p>
        <ul className={styles.list}>
          {features.map((feature) => (
            <li key={feature} className={styles.item}>
              <CheckIcon size={16} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {actions && <div className={styles.actions}>{actions}</div>}
      </Card>
    </div>
  );
}
