import { copyAnnouncement, useCopy } from "../hooks/use-copy";
import { useT } from "../lib/i18n/use-t";
import { shareUrl } from "../lib/paths";
import { Button } from "./button";
import { CheckIcon, CopyIcon } from "./icons";
import styles from "./share-link-field.module.css";

/**
 * A share link's whole address, read-only and selected on focus, with a Copy button beside it (the share dialog
 * in the chat, the profile's Shared links); the result is said for two seconds, visibly and to screen readers.
 */
export function ShareLinkField({ path, label }: { path: string; label: string }) {
  const { t } = useT();
  const url = shareUrl(path);
  const { state, copy } = useCopy(url);
  return (
    <div className={styles.field}>
      <input
        className={styles.url}
        value={url}
        readOnly
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        size="sm"
        variant="secondary"
        icon={state === "copied" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        onClick={copy}
      >
        {state === "copied"
          ? t("common.copy.copied")
          : state === "failed"
            ? t("common.copy.failed")
            : t("common.copy.copy")}
      </Button>
      <span className="visually-hidden" role="status">
        {copyAnnouncement(state)}
      </span>
    </div>
  );
}
