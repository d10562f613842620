import { CheckIcon, CopyIcon } from "../../../components/icons";
import { useCopy } from "../../../hooks/use-copy";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./code-block.module.css";

/** Copies text to the clipboard and says so for two seconds (visibly and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useT();
  const { state, copy } = useCopy(text);
  return (
    <>
      <button type="button" className={styles.copy} onClick={copy} aria-label={label}>
        {state === "copied" ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        <span aria-hidden="true">
          {state === "copied"
            ? t("chat.copy.copied")
            : state === "failed"
              ? t("chat.copy.failed")
              : t("chat.copy.copy")}
        </span>
      </button>
      <span className="visually-hidden" role="status">
        {state === "copied" ? t("chat.copy.announceCopied") : state === "failed" ? t("chat.copy.announceFailed") : ""}
      </span>
    </>
  );
}
