import { MAX_ATTACHMENTS } from "#shared/files";
import { PaperclipIcon } from "../../../components/workspace-icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./drop-hint.module.css";

/** Over the chat while files are dragged onto it: where they go, and which are taken. */
export function DropHint() {
  const { t } = useT();
  return (
    <div className={styles.overlay} aria-hidden="true">
      <div className={styles.card}>
        <PaperclipIcon size={28} />
        <p className={styles.title}>{t("chat.files.drop")}</p>
        <p className={styles.hint}>{t("chat.files.dropHint", { max: MAX_ATTACHMENTS })}</p>
      </div>
    </div>
  );
}
