import type { HTMLAttributes } from "react";
import styles from "./container.module.css";

interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Reading width, for long text such as the legal pages. */
  narrow?: boolean;
}

export function Container({ narrow, className, ...rest }: ContainerProps) {
  return <div {...rest} className={[styles.container, narrow && styles.narrow, className].filter(Boolean).join(" ")} />;
}
