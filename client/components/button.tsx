import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router-dom";
import { useT } from "../lib/i18n/use-t";
import styles from "./button.module.css";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of the button look, for the rare element that is neither Button nor ButtonLink. */
export function buttonClassName(
  { variant = "primary", size = "md", block = false }: ButtonLook,
  extra?: string,
): string {
  return [styles.button, styles[variant], size !== "md" && styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(" ");
}

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, disables the button and marks it aria-busy. */
  busy?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  icon,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? "button"}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends ButtonLook, LinkProps {
  icon?: ReactNode;
  /** Icon after the label, e.g. an arrow for "go somewhere". */
  trailingIcon?: ReactNode;
}

/** A link (it navigates) that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  trailingIcon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName({ variant, size, block }, className)}>
      {icon}
      {children}
      {trailingIcon}
    </Link>
  );
}

/** A dialog's or form's Cancel: secondary, and off while the action it would abandon is under way. */
export function CancelButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useT();
  return (
    <Button variant="secondary" onClick={onClick} disabled={disabled}>
      {t("common.actions.cancel")}
    </Button>
  );
}
