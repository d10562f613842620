import { type ChangeEvent, useState } from "react";
import { type FieldErrors, fieldBinder } from "../lib/validate";

/** A form's text values and their messages; typing in a field clears that field's message. */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  return { values, setValues, errors, setErrors, onChange, field: fieldBinder(values, errors, onChange) };
}
