import type { ComponentProps } from "react";
import { TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "label" | "name" | "type" | "autoComplete" | "placeholder" | "required"
>;

/** The e-mail address of the sign-in, sign-up and forgotten-password forms: one label, autofill hint and example. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useT();
  return (
    <TextField
      label={t("auth.email.label")}
      name="email"
      type="email"
      autoComplete="email"
      placeholder={t("auth.email.placeholder")}
      required
      {...props}
    />
  );
}
