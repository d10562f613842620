import type { ChangeEvent } from "react";
import { TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import type { RouterInputs } from "../../../lib/trpc";
import { type FieldErrors, fieldBinder } from "../../../lib/validate";

/** Name, username and email as typed: what the admin's profile and the user edit form send. */
export type AccountFieldValues = RouterInputs["admin"]["updateProfile"];
type Fields = AccountFieldValues;

interface AccountFieldsProps {
  values: Fields;
  errors: FieldErrors;
  onChange: (field: keyof Fields, value: string) => void;
  /** The admin's own account: let the browser offer what it knows; someone else's account: never autofill. */
  own?: boolean;
}

/** Name, username and email: the admin's own profile and the user edit form. */
export function AccountFields({ values, errors, onChange, own = false }: AccountFieldsProps) {
  const { t } = useT();
  const field = fieldBinder(values, errors, (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.name as keyof Fields, event.target.value),
  );
  return (
    <>
      <TextField
        label={t("admin.fields.name")}
        autoComplete={own ? "name" : "off"}
        maxLength={100}
        required
        {...field("name")}
      />
      <TextField
        label={t("admin.fields.username")}
        autoComplete={own ? "username" : "off"}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={50}
        required
        {...field("username")}
      />
      <TextField
        label={t("admin.fields.email")}
        type="email"
        autoComplete={own ? "email" : "off"}
        spellCheck={false}
        required
        {...field("email")}
      />
    </>
  );
}
