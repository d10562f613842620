import styles from "./close-button.module.css";
import { CloseIcon } from "./icons";

interface CloseButtonProps {
  /** The accessible name: what it closes ("Close chat history"). */
  label: string;
  onClick: () => void;
  /** 36 px for popovers and side panels; 40 px (default) for dialogs. */
  small?: boolean;
}

/** The round ✕ in the corner of a dialog, popover or panel. */
export function CloseButton({ label, onClick, small = false }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={small ? `${styles.close} ${styles.small}` : styles.close}
      onClick={onClick}
      aria-label={label}
    >
      <CloseIcon size={18} />
    </button>
  );
}
