import type { ReactNode } from "react";
import { Container } from "./container";
import headingText from "./heading-text.module.css";
import styles from "./page-hero.module.css";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The opening block of an inner page; holds the page's only h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <Container className={styles.inner}>
        {eyebrow && <p className={headingText.eyebrow}>{eyebrow}</p>}
        <h1 className={headingText.pageTitle}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </Container>
    </header>
  );
}

/** Brand-gradient text for the key words of a heading. */
export function GradientText({ children }: { children: ReactNode }) {
  return <span className={styles.gradientText}>{children}</span>;
}
