import type { ChangeEvent } from "react";
import { OTP_LENGTH } from "#shared/otp";
import { TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./auth-form.module.css";

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The 6-digit code from the e-mail: digits only, and phones offer the code from the message. */
export function CodeField({ value, onChange, error, disabled }: CodeFieldProps) {
  const { t } = useT();
  return (
    <TextField
      label={t("auth.code.label")}
      name="otp"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))
      }
      maxLength={OTP_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="000000"
      hint={t("auth.code.hint", { length: OTP_LENGTH })}
      error={error}
      disabled={disabled}
      inputClassName={styles.codeInput}
      required
    />
  );
}
