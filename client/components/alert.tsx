import type { ReactNode } from "react";
import styles from "./alert.module.css";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "./icons";

type AlertTone = "info" | "success" | "warning" | "danger";

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const ICONS: Record<AlertTone, ReactNode> = {
  info: <InfoIcon size={18} />,
  success: <CheckCircleIcon size={18} />,
  warning: <AlertIcon size={18} />,
  danger: <AlertIcon size={18} />,
};

/**
 * Errors are announced at once (role="alert"); other tones politely
 * (role="status"), so screen readers hear results without losing their place.
 */
export function Alert({ tone = "info", title, actions, className, children }: AlertProps) {
  return (
    <div
      className={[styles.alert, styles[tone], className].filter(Boolean).join(" ")}
      role={tone === "danger" ? "alert" : "status"}
    >
      <span className={styles.icon}>{ICONS[tone]}</span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
