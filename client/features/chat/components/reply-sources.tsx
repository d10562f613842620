import { useId } from "react";
import type { Citation } from "#shared/citations";
import { useT } from "../../../lib/i18n/use-t";
import { sourceDomain, sourceHref, sourceLetter } from "../utils/citations";
import { sourceId } from "../utils/source-id";
import styles from "./reply-sources.module.css";

const LINK_REL = "noopener noreferrer nofollow";

/** One source: its number, a letter avatar (drawn here: nothing is fetched from the site), title, site, snippet. */
function Source({ citation, number, replyId }: { citation: Citation; number: number; replyId: string }) {
  const { t } = useT();
  const href = sourceHref(citation.url);
  const domain = sourceDomain(citation.url);
  // Untrusted text from a web page: React renders it as text, never as HTML.
  const title = (typeof citation.title === "string" && citation.title.trim()) || domain || t("chat.sources.untitled");
  const snippet = typeof citation.snippet === "string" ? citation.snippet.trim() : "";
  return (
    <li id={sourceId(replyId, number)} className={styles.source} tabIndex={-1}>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      <span className={styles.avatar} aria-hidden="true">
        {sourceLetter(citation)}
      </span>
      <div className={styles.body}>
        {href ? (
          <a className={styles.title} href={href} target="_blank" rel={LINK_REL}>
            {title}
            <span className="visually-hidden">{t("chat.sources.newTab")}</span>
          </a>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        {domain && <span className={styles.domain}>{domain}</span>}
        {snippet && <p className={styles.snippet}>{snippet}</p>}
      </div>
    </li>
  );
}

/** The "Sources" list under a reply that searched the web: numbered as its markers are. */
export function ReplySources({ citations, replyId }: { citations: readonly Citation[]; replyId: string }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className={styles.sources} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t("chat.sources.title")}
      </h3>
      <ol className={styles.list}>
        {citations.map((citation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the number is the source's identity (its markers use it)
          <Source key={index} citation={citation} number={index + 1} replyId={replyId} />
        ))}
      </ol>
    </section>
  );
}
