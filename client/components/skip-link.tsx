import { useT } from "../lib/i18n/use-t";
import styles from "./skip-link.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element on the page: lets keyboard users jump past the header. */
export function SkipLink({ target = MAIN_CONTENT_ID }: { target?: string }) {
  const { t } = useT();
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {t("common.skipLink")}
    </a>
  );
}
