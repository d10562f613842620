import type { ChangeEvent } from "react";
import { TOTP_DIGITS } from "#shared/two-factor";
import { useT } from "../lib/i18n/use-t";
import { TextField } from "./form-field";
import styles from "./two-factor.module.css";

export type CodeKind = "app" | "backup";

interface TwoFactorCodeFieldProps {
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The code from an authenticator app (digits only; phones offer it from the
 * keyboard), or a backup code (letters and digits, as printed).
 */
export function TwoFactorCodeField({ kind, value, onChange, error, disabled, autoFocus }: TwoFactorCodeFieldProps) {
  const { t } = useT();
  const app = kind === "app";
  return (
    <TextField
      label={app ? t("common.twoFactor.appCode") : t("common.twoFactor.backupCode")}
      name={app ? "code" : "backupCode"}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(app ? event.target.value.replace(/\D/g, "").slice(0, TOTP_DIGITS) : event.target.value.slice(0, 24))
      }
      maxLength={app ? TOTP_DIGITS : 24}
      inputMode={app ? "numeric" : "text"}
      autoComplete={app ? "one-time-code" : "off"}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={app ? "000000" : "xxxxx-xxxxx"}
      hint={app ? t("common.twoFactor.appHint", { digits: TOTP_DIGITS }) : t("common.twoFactor.backupHint")}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      inputClassName={app ? styles.codeInput : styles.backupInput}
      required
    />
  );
}
