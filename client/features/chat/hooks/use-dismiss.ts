import { type RefObject, useEffect } from "react";

/**
 * Closes a popover (menu, model selector) on Escape or on a press outside
 * both the popover and the control that opened it. Escape returns focus to
 * that control, so keyboard users are not left on a vanished element.
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  refs: { panel: RefObject<HTMLElement | null>; trigger: RefObject<HTMLElement | null> },
): void {
  const { panel, trigger } = refs;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onClose, panel, trigger]);
}
