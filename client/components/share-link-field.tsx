import { useT } from "../lib/i18n/use-t";
import { shareUrl } from "../lib/paths";
import { CopyTextButton } from "./copy-text-button";
import styles from "./share-link-field.module.css";

/**
 * A share link's whole address, read-only and selected on focus, with a Copy button beside it (the share dialog
 * in the chat, the profile's Shared links).
 */
export function ShareLinkField({ path, label }: { path: string; label: string }) {
  const { t } = useT();
  const url = shareUrl(path);
  return (
    <div className={styles.field}>
      <input
        className={styles.url}
        value={url}
        readOnly
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyTextButton text={url} label={t("common.copy.copy")} />
    </div>
  );
}
