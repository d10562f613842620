import { useT } from "../lib/i18n/use-t";
import styles from "./spinner.module.css";

interface SpinnerProps {
  size?: "sm" | "md" | "lg";
  /** When the surrounding text already says what is loading. */
  decorative?: boolean;
  /** Already translated; "Loading" when not given. */
  label?: string;
}

export function Spinner({ size = "md", decorative = false, label }: SpinnerProps) {
  const { t } = useT();
  return decorative ? (
    <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
  ) : (
    <span
      className={`${styles.spinner} ${styles[size]}`}
      role="status"
      aria-label={label ?? t("common.spinner.loading")}
    />
  );
}

/** A full-width loading state with a visible message, e.g. "Loading models...". */
export function LoadingState({ message }: { message: string }) {
  return (
    <div className={styles.centered} role="status">
      <span className={`${styles.spinner} ${styles.lg}`} aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
