export interface AccountFields {
  name: string;
  username: string;
  email: string;
}

export type AccountErrors = Partial<Record<keyof AccountFields, string>>;

// A light check only: the server has the final word (and says so in its message).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product/rules.md#validation-rules "Admin user edit": name, username and email required; the email must look like one. */
export function validateAccount(fields: AccountFields): AccountErrors {
  const errors: AccountErrors = {};
  if (!fields.name.trim()) errors.name = "Name is required";
  if (!fields.username.trim()) errors.username = "Username is required";
  if (!fields.email.trim()) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = "Invalid email format";
  return errors;
}

export function trimAccount(fields: AccountFields): AccountFields {
  return { name: fields.name.trim(), username: fields.username.trim(), email: fields.email.trim() };
}
