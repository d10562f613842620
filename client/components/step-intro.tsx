import type { ReactNode } from "react";
import styles from "./step-intro.module.css";

interface StepIntroProps {
  /** A 24 px icon in a round badge above the title (decorative). */
  icon?: ReactNode;
  title?: string;
  children: ReactNode;
}

/** The centred head of a one-question step (a mailed code, a two-factor code): icon, title, what to do. */
export function StepIntro({ icon, title, children }: StepIntroProps) {
  return (
    <div className={styles.intro}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {title && <h2 className={styles.title}>{title}</h2>}
      <p className={styles.text}>{children}</p>
    </div>
  );
}
