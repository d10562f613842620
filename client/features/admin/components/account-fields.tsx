import { TextField } from "../../../components/form-field";
import type { AccountErrors, AccountFields as Fields } from "../utils/account-fields";

interface AccountFieldsProps {
  values: Fields;
  errors: AccountErrors;
  onChange: (field: keyof Fields, value: string) => void;
  /** The admin's own account: let the browser offer what it knows; someone else's account: never autofill. */
  own?: boolean;
}

/** Name, username and email: the admin's own profile and the user edit form. */
export function AccountFields({ values, errors, onChange, own = false }: AccountFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        name="name"
        autoComplete={own ? "name" : "off"}
        maxLength={100}
        value={values.name}
        onChange={(event) => onChange("name", event.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label="Username"
        name="username"
        autoComplete={own ? "username" : "off"}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={50}
        value={values.username}
        onChange={(event) => onChange("username", event.target.value)}
        error={errors.username}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete={own ? "email" : "off"}
        spellCheck={false}
        value={values.email}
        onChange={(event) => onChange("email", event.target.value)}
        error={errors.email}
        required
      />
    </>
  );
}
