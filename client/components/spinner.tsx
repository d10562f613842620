import styles from "./spinner.module.css";

interface SpinnerProps {
  size?: "sm" | "md" | "lg";
  /** When the surrounding text already says what is loading. */
  decorative?: boolean;
  label?: string;
}

export function Spinner({ size = "md", decorative = false, label = "Loading" }: SpinnerProps) {
  return decorative ? (
    <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
  ) : (
    <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-label={label} />
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
