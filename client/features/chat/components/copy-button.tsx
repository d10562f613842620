import { CheckIcon, CopyIcon } from "../../../components/icons";
import { copyAnnouncement, useCopy } from "../../../hooks/use-copy";
import styles from "./code-block.module.css";

/** Copies text to the clipboard and says so for two seconds (visibly and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { state, copy } = useCopy(text);
  return (
    <>
      <button type="button" className={styles.copy} onClick={copy} aria-label={label}>
        {state === "copied" ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        <span aria-hidden="true">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copyAnnouncement(state)}
      </span>
    </>
  );
}
