import type { ChangeEvent } from "react";
import { OTP_LENGTH } from "#shared/otp";
import { TextField } from "../../../components/form-field";
import styles from "./auth-form.module.css";

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The 6-digit code from the e-mail: digits only, and phones offer the code from the message. */
export function CodeField({ value, onChange, error, disabled }: CodeFieldProps) {
  return (
    <TextField
      label="Verification Code"
      name="otp"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))
      }
      maxLength={OTP_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="000000"
      hint={`Enter the ${OTP_LENGTH}-digit code we e-mailed you.`}
      error={error}
      disabled={disabled}
      inputClassName={styles.codeInput}
      required
    />
  );
}
