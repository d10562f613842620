import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon } from "../../../components/icons";
import styles from "./code-block.module.css";

const FEEDBACK_MS = 2000;

/** Copies text to the clipboard and says so for two seconds (visibly and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = () => {
    if (!navigator.clipboard) {
      setState("failed");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };

  return (
    <>
      <button type="button" className={styles.copy} onClick={copy} aria-label={label}>
        {state === "copied" ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        <span aria-hidden="true">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}</span>
      </button>
      <span className="visually-hidden" role="status">
        {state === "copied" ? "Copied to clipboard" : state === "failed" ? "Could not copy" : ""}
      </span>
    </>
  );
}
