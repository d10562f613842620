import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import styles from "./form-field.module.css";
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from "./icons";

interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
}

interface TextFieldProps extends FieldChrome, InputHTMLAttributes<HTMLInputElement> {
  /** Extra class for the input itself (`className` styles the wrapper). */
  inputClassName?: string;
}

interface PasswordFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** Shown under the control, before the error (e.g. a requirements list); linked as part of its description. */
  details?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function TextField({ label, error, hint, id, className, inputClassName, ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={fieldId} label={label} required={rest.required} />
      <input
        {...rest}
        id={fieldId}
        className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={fieldId} label={label} required={rest.required} />
      <textarea
        {...rest}
        id={fieldId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (the field keeps its value and focus when toggled). */
export function PasswordField({ label, error, hint, details, id, className, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={fieldId} label={label} required={rest.required} />
      <div className={styles.withToggle}>
        <input
          {...rest}
          id={fieldId}
          type={visible ? "text" : "password"}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint && `${fieldId}-hint`,
            details !== undefined && `${fieldId}-details`,
            error && `${fieldId}-error`,
          )}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          title={visible ? "Hide password" : "Show password"}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          {/* Named by its content, not aria-label, so a search for the field by its label finds only the input. */}
          <span className="visually-hidden">{`Show ${label.toLowerCase()}`}</span>
        </button>
      </div>
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {details !== undefined && <div id={`${fieldId}-details`}>{details}</div>}
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A native select (keyboard and screen-reader behaviour for free) styled like the other controls. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...rest
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={fieldId} label={label} required={rest.required} />
      <div className={styles.selectWrap}>
        <select
          {...rest}
          id={fieldId}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
        >
          {children}
        </select>
        <ChevronDownIcon size={18} className={styles.selectIcon} />
      </div>
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
