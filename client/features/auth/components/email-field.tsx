import type { ComponentProps } from "react";
import { TextField } from "../../../components/form-field";

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "label" | "name" | "type" | "autoComplete" | "placeholder" | "required"
>;

/** The e-mail address of the sign-in, sign-up and forgotten-password forms: one label, autofill hint and example. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}
