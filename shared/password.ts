/** The spec's password rules (docs/product/rules.md#validation-rules), in the order the requirement lists show them. */
export const PASSWORD_RULES = [
  {
    label: "At least 8 characters",
    message: "Password must be at least 8 characters long",
    test: (p: string) => p.length >= 8,
  },
  {
    label: "One uppercase letter",
    message: "Password must contain at least one uppercase letter",
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    label: "One lowercase letter",
    message: "Password must contain at least one lowercase letter",
    test: (p: string) => /[a-z]/.test(p),
  },
  { label: "One number", message: "Password must contain at least one number", test: (p: string) => /\d/.test(p) },
  {
    label: "One special character",
    message: "Password must contain at least one special character",
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
  },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** Every rule the password breaks, as the messages the spec shows. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  return problems;
}
