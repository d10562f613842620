import { copyAnnouncement, useCopy } from "../hooks/use-copy";
import { useT } from "../lib/i18n/use-t";
import styles from "./copyable-text.module.css";
import { IconButton } from "./icon-button";
import { CheckIcon, CopyIcon } from "./icons";

/**
 * A long reference (a payment id) shown whole, wrapping if it must and never
 * cut off, with a button that copies it; the result is said for two seconds,
 * visibly and to screen readers.
 */
export function CopyableText({ text, label }: { text: string; label: string }) {
  const { t } = useT();
  const { state, copy } = useCopy(text);
  return (
    <span className={styles.copyable}>
      <code className={styles.text}>{text}</code>
      <IconButton
        label={label}
        tooltip={
          state === "copied"
            ? t("common.copy.copied")
            : state === "failed"
              ? t("common.copy.failed")
              : t("common.copy.copy")
        }
        icon={state === "copied" ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        onClick={copy}
      />
      <span className="visually-hidden" role="status">
        {copyAnnouncement(state)}
      </span>
    </span>
  );
}
