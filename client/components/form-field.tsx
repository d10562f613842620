import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import styles from "./form-field.module.css";
import { ChevronDownIcon } from "./icons";

export interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
}

/** What a field's control needs from its frame to be labelled and described. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps extends FieldChrome {
  id?: string;
  className?: string;
  required?: boolean;
  /** Shown under the control, before the error (e.g. a requirements list); linked as part of its description. */
  details?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

interface TextFieldProps extends FieldChrome, InputHTMLAttributes<HTMLInputElement> {
  /** Extra class for the input itself (`className` styles the wrapper). */
  inputClassName?: string;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/**
 * Label, hint, details and error around one control, with the ids that tie
 * them together, so every kind of field reads the same to a screen reader.
 */
export function FieldFrame({ label, error, hint, details, id, className, required, children }: FieldFrameProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  const detailsId = `${fieldId}-details`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {/* A mark, not a word: the field is announced as required by its `required` attribute. */}
            {"*"}
          </span>
        )}
      </label>
      {children({
        id: fieldId,
        className: styles.control,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hint && hintId, details !== undefined && detailsId, error && errorId),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {details !== undefined && <div id={detailsId}>{details}</div>}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, id, className, inputClassName, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className} required={rest.required}>
      {(control) => (
        <input
          {...rest}
          {...control}
          className={inputClassName ? `${control.className} ${inputClassName}` : control.className}
        />
      )}
    </FieldFrame>
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
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className} required={rest.required}>
      {(control) => <textarea {...rest} {...control} />}
    </FieldFrame>
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
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className} required={rest.required}>
      {(control) => (
        <div className={styles.selectWrap}>
          <select {...rest} {...control} className={`${control.className} ${styles.select}`}>
            {children}
          </select>
          <ChevronDownIcon size={18} className={styles.selectIcon} />
        </div>
      )}
    </FieldFrame>
  );
}
