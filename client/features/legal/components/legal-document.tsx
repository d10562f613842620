import type { ReactNode } from "react";
import { Container } from "../../../components/container";
import headingText from "../../../components/heading-text.module.css";
import { formatDate } from "../../../lib/format-date";
import styles from "./legal-document.module.css";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** Shared frame of the Terms and Privacy pages: title, date, contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  // docs/product/screens.md: "Last Updated" shows today's date.
  const lastUpdated = formatDate(new Date());
  return (
    <>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <p className={headingText.eyebrow}>Legal</p>
          <h1 className={headingText.pageTitle}>{title}</h1>
          <p className={styles.updated}>Last Updated: {lastUpdated}</p>
        </Container>
      </header>
      <Container className={styles.layout}>
        <nav className={styles.toc} aria-label="On this page">
          <p className={styles.tocTitle}>On this page</p>
          <ol className={styles.tocList}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <div className={styles.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
