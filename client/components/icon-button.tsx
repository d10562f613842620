import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import styles from "./icon-button.module.css";

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  ref?: Ref<HTMLButtonElement>;
  /** The accessible name, and the tooltip unless `tooltip` says otherwise. */
  label: string;
  tooltip?: string;
  /** Where the tooltip shows: below by default (above, it would cover the text the button acts on). */
  tooltipSide?: "top" | "bottom";
  /** Keeps the tooltip closed though the button is hovered or focused (what it opened is now on screen). */
  tooltipHidden?: boolean;
  icon: ReactNode;
}

/**
 * A small square button showing only an icon. Its name is the label (screen
 * readers, voice control) and sighted mouse and keyboard users get the same
 * words as a tooltip, so nobody has to guess what an icon means.
 */
export function IconButton({
  ref,
  label,
  tooltip,
  tooltipSide = "bottom",
  tooltipHidden = false,
  icon,
  className,
  type,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type ?? "button"}
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
      data-tooltip={tooltip ?? label}
      data-tooltip-side={tooltipSide}
      data-tooltip-hidden={tooltipHidden || undefined}
    >
      {icon}
    </button>
  );
}
