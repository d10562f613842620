import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useScrolls } from "../hooks/use-scrolls";
import { useT } from "../lib/i18n/use-t";
import { CloseButton } from "./close-button";
import styles from "./dialog.module.css";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal built on the native <dialog>: showModal() makes the page behind it
 * inert and handles Escape; we add a Tab trap (so focus never wanders into the
 * browser chrome mid-dialog), backdrop click to close, and focus return.
 * Dialogs are laid out to fit a phone; should the body still have to scroll
 * (a short screen) with nothing inside that takes focus, it becomes a
 * focusable region named by the title, so a keyboard can scroll it too
 * (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function Dialog({ open, onClose, title, description, footer, children }: DialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const body = useRef<HTMLDivElement>(null);
  // A body that scrolls needs a focus stop of its own only when nothing inside it can take focus.
  const bodyNeedsFocus = useScrolls(body, open) && !body.current?.querySelector(FOCUSABLE);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing while still mounted (unmount with open=true) must not leave the page inert.
  useEffect(() => () => ref.current?.close(), []);

  const handleClose = () => {
    returnFocus.current?.focus();
    returnFocus.current = null;
    if (open) onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const focusables = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the ::backdrop is reported on the <dialog> itself; clicks on content hit its children.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div className={styles.header}>
        <div className={styles.titleGroup}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
        <CloseButton label={t("common.dialog.close")} onClick={onClose} />
      </div>
      {open && (
        <div
          ref={body}
          className={styles.body}
          {...(bodyNeedsFocus ? { tabIndex: 0, role: "region", "aria-labelledby": titleId } : {})}
        >
          {children}
        </div>
      )}
      {open && footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
