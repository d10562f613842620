import { Container } from "../../../components/container";
import headingText from "../../../components/heading-text.module.css";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { LegalContactBlock } from "./contact-block";
import styles from "./legal-document.module.css";
import { LegalText } from "./legal-text";

/** A paragraph, a bulleted list, or the contact block; texts are catalogue keys. */
export type LegalBlock = { p: string } | { list: readonly string[] } | "contact";

export interface LegalSection {
  id: string;
  /** Catalogue key of the section's title. */
  title: string;
  blocks: readonly LegalBlock[];
}

interface LegalDocumentProps {
  /** Catalogue keys of the title and the introduction. */
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

function Block({ block }: { block: LegalBlock }) {
  if (block === "contact") return <LegalContactBlock />;
  if ("p" in block)
    return (
      <p>
        <LegalText id={block.p} />
      </p>
    );
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <LegalText id={item} />
        </li>
      ))}
    </ul>
  );
}

/** Shared frame of the Terms and Privacy pages: title, date, contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t } = useT();
  // docs/product/screens.md: "Last Updated" shows today's date.
  const lastUpdated = formatDate(new Date());
  const heading = (section: LegalSection, index: number) =>
    t("legal.document.sectionTitle", { number: index + 1, title: t(section.title) });
  return (
    <>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <p className={headingText.eyebrow}>{t("legal.document.eyebrow")}</p>
          <h1 className={headingText.pageTitle}>{t(title)}</h1>
          <p className={styles.updated}>{t("legal.document.updated", { date: lastUpdated })}</p>
        </Container>
      </header>
      <Container className={styles.layout}>
        <nav className={styles.toc} aria-label={t("legal.document.toc")}>
          <p className={styles.tocTitle}>{t("legal.document.toc")}</p>
          <ol className={styles.tocList}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {heading(section, index)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <div className={styles.intro}>
            <p>
              <LegalText id={intro} />
            </p>
          </div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{heading(section, index)}</h2>
              {section.blocks.map((block, blockIndex) => (
                // A document's blocks never move: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
