import { type ChangeEvent, useMemo, useState } from "react";
import { useT } from "../lib/i18n/use-t";
import { type FieldErrors, fieldBinder, localizeFieldErrors } from "../lib/validate";

/**
 * A form's text values and their messages; typing in a field clears that field's message. A message
 * from a shared schema or the server follows a switch of language while it is on screen.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V) {
  const { locale } = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what changes the texts.
  const shown = useMemo(() => localizeFieldErrors(errors), [errors, locale]);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  return { values, setValues, errors: shown, setErrors, onChange, field: fieldBinder(values, shown, onChange) };
}
