import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { PreRegisterInput } from "#shared/auth";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { IssueList } from "../../../components/issue-list";
import { PasswordField } from "../../../components/password-field";
import { PasswordRequirements } from "../../../components/password-requirements";
import { ServerError } from "../../../components/server-error";
import { type FieldErrors, fieldBinder, focusFirstInvalid, lazySchema, validate } from "../../../lib/validate";
import { usePreRegister } from "../api/use-pre-register";
import { AUTH_TEXT } from "../utils/messages";
import { EmailField } from "./email-field";

export interface SignUpValues {
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const signUpSchema = lazySchema(() => import("../utils/form-schemas").then((schemas) => schemas.signUpForm));

export const EMPTY_SIGN_UP: SignUpValues = { name: "", username: "", email: "", password: "", confirmPassword: "" };

interface SignUpFormProps {
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
  onCodeSent: (account: PreRegisterInput, message: string, cooldown: number) => void;
}

export function SignUpForm({ values, onChange, onCodeSent }: SignUpFormProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [passwordIssues, setPasswordIssues] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const preRegister = usePreRegister();
  const busy = checking || preRegister.isPending;

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as keyof SignUpValues;
    onChange({ ...values, [field]: event.target.value });
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (field === "password") setPasswordIssues([]);
  };

  const field = fieldBinder(values, fieldErrors, update);

  const submit = async () => {
    setChecking(true);
    const result = await validate(signUpSchema, values);
    setChecking(false);
    if (!result.ok) {
      // The password's broken rules are listed together below the form; the field says only what the server would.
      const { passwordRules, ...errors } = result.errors;
      setFieldErrors(errors);
      setPasswordIssues(result.all.passwordRules ?? []);
      preRegister.reset();
      focusFirstInvalid(formRef.current, { ...errors, password: errors.password ?? passwordRules });
      return;
    }
    setFieldErrors({});
    setPasswordIssues([]);
    const { confirmPassword: _, ...account } = result.data;
    preRegister.mutate(account, {
      onSuccess: (response) => onCodeSent(account, response.message, response.cooldown),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} onFocus={signUpSchema.prefetch} noValidate>
      <TextField
        label="Full Name"
        autoComplete="name"
        placeholder="Asha Rao"
        maxLength={100}
        required
        {...field("name")}
      />
      <TextField
        label="Username"
        autoComplete="username"
        placeholder="asha.rao"
        maxLength={30}
        autoCapitalize="none"
        spellCheck={false}
        hint="3-30 characters: letters, numbers, dots, dashes or underscores."
        required
        {...field("username")}
      />
      <EmailField {...field("email")} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        details={<PasswordRequirements password={values.password} />}
        required
        {...field("password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Repeat the password"
        required
        {...field("confirmPassword")}
      />
      <IssueList title={AUTH_TEXT.passwordIssues} issues={passwordIssues} />
      {preRegister.isError && (
        <ServerError error={preRegister.error} fallback={AUTH_TEXT.genericError} listTitle={AUTH_TEXT.passwordIssues} />
      )}
      <Button type="submit" size="lg" block busy={busy}>
        {preRegister.isPending ? "Sending code..." : "Sign Up"}
      </Button>
    </form>
  );
}
