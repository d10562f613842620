import type { HTMLAttributes } from "react";
import styles from "./card.module.css";

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "article" | "section" | "li";
  /** Gradient outline and glow, for the one card that should stand out. */
  highlight?: boolean;
  /** Lifts on hover; for cards that hold a primary action. */
  interactive?: boolean;
  compact?: boolean;
}

export function Card({ as: Tag = "div", highlight, interactive, compact, className, ...rest }: CardProps) {
  const classes = [
    styles.card,
    highlight && styles.highlight,
    interactive && styles.interactive,
    compact && styles.compact,
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return <Tag {...rest} className={classes} />;
}
