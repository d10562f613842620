import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useT } from "../lib/i18n/use-t";
import { fieldBinder } from "../lib/validate";
import { type FieldChrome, FieldFrame } from "./form-field";
import { EyeIcon, EyeOffIcon } from "./icons";
import styles from "./password-field.module.css";

interface PasswordFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** Shown under the control, before the error (e.g. a requirements list); linked as part of its description. */
  details?: ReactNode;
}

/** A password input with a show/hide toggle (the field keeps its value and focus when toggled). */
export function PasswordField({ label, error, hint, details, id, className, ...rest }: PasswordFieldProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      details={details}
      id={id}
      className={className}
      required={rest.required}
    >
      {(control) => (
        <div className={styles.withToggle}>
          <input
            {...rest}
            {...control}
            type={visible ? "text" : "password"}
            className={`${control.className} ${styles.input}`}
          />
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            title={visible ? t("common.password.hide") : t("common.password.show")}
          >
            {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
            {/* Named by its content, not aria-label, so a search for the field by its label finds only the input. */}
            <span className="visually-hidden">{t("common.password.showField", { field: label.toLowerCase() })}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export const EMPTY_PASSWORD_CHANGE = { currentPassword: "", newPassword: "", confirmPassword: "" };

export type PasswordChange = typeof EMPTY_PASSWORD_CHANGE;

interface PasswordChangeFieldsProps {
  values: PasswordChange;
  onChange: (field: keyof PasswordChange, value: string) => void;
  newPasswordHint?: string;
  newPasswordDetails?: ReactNode;
}

/** Current, new and confirm-new password: the user's change-password dialog and the admin settings form. */
export function PasswordChangeFields({
  values,
  onChange,
  newPasswordHint,
  newPasswordDetails,
}: PasswordChangeFieldsProps) {
  const { t } = useT();
  const field = fieldBinder(values, {}, (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.name as keyof PasswordChange, event.target.value),
  );
  return (
    <>
      <PasswordField
        label={t("common.password.current")}
        autoComplete="current-password"
        required
        {...field("currentPassword")}
      />
      <PasswordField
        label={t("common.password.new")}
        autoComplete="new-password"
        hint={newPasswordHint}
        details={newPasswordDetails}
        required
        {...field("newPassword")}
      />
      <PasswordField
        label={t("common.password.confirmNew")}
        autoComplete="new-password"
        required
        {...field("confirmPassword")}
      />
    </>
  );
}

interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}

/** The account's own password: to sign in, or to confirm a step that needs it (turning two-factor off, erasing the account). */
export function CurrentPasswordField({ value, onChange, error, placeholder }: CurrentPasswordFieldProps) {
  const { t } = useT();
  return (
    <PasswordField
      label={t("common.password.label")}
      name="password"
      autoComplete="current-password"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
