import { useCallback, useEffect, useState } from "react";
import { i18n } from "../lib/i18n/i18n";

const FEEDBACK_MS = 2000;

export type CopyState = "idle" | "copied" | "failed";

/** Copies text to the clipboard; the state says how it went for two seconds, then is idle again. */
export function useCopy(text: string) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = useCallback(() => {
    if (!navigator.clipboard) {
      setState("failed");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  }, [text]);

  return { state, copy };
}

/**
 * What a screen reader hears after copying (the visible change is the button's own), in the active
 * language: it is said for two seconds, so a switch of language in between need not re-render it.
 */
export const copyAnnouncement = (state: CopyState) =>
  state === "copied" ? i18n._("common.copy.announceCopied") : state === "failed" ? i18n._("common.copy.failed") : "";
