import type { ReactNode } from "react";
import { Container } from "./container";
import headingText from "./heading-text.module.css";
import styles from "./section.module.css";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tight?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page section with an optional centred heading; labelled by its title for landmark navigation. */
export function Section({ id, eyebrow, title, lead, tight, className, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={[styles.section, tight && styles.tight, className].filter(Boolean).join(" ")}
    >
      <Container>
        {(eyebrow || title || lead) && (
          <div className={styles.heading}>
            {eyebrow && <p className={headingText.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            )}
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
