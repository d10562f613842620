import { type RefObject, useEffect, useRef } from "react";

/**
 * Escape stops the streaming reply while the focus is in the chat (or on
 * nothing), unless something uses Escape itself: a dialog, a menu or
 * popover, the history drawer, a text field, the question editor (those
 * handle it first and mark it handled, or are checked for here).
 */
export function useStopOnEscape(options: {
  active: boolean;
  onStop: () => void;
  scope: RefObject<HTMLElement | null>;
  /** Something of the chat's own is open that Escape should close instead. */
  blocked: () => boolean;
}) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { active, onStop, scope, blocked } = latest.current;
      if (event.key !== "Escape" || event.defaultPrevented || !active || blocked()) return;
      const target = event.target instanceof Element ? event.target : null;
      const inChat = !target || target === document.body || scope.current?.contains(target);
      if (!inChat || target?.closest("dialog, [role='dialog'], [role='menu']")) return;
      // A text field's Escape is its own (a search box clears, a title being renamed is cancelled).
      if (target instanceof HTMLInputElement) return;
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      onStop();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
