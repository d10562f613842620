import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { PreRegisterInput } from "#shared/auth";
import { passwordProblems } from "#shared/password";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { IssueList } from "../../../components/issue-list";
import { PasswordField } from "../../../components/password-field";
import { PasswordRequirements } from "../../../components/password-requirements";
import { ServerError } from "../../../components/server-error";
import { prefetchAuthSchemas, validateWith } from "../../../lib/auth-schemas";
import { type FieldErrors, fieldBinder, focusFirstInvalid } from "../../../lib/validate";
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
    const { confirmPassword, ...account } = values;
    setChecking(true);
    const result = await validateWith((schemas) => schemas.preRegisterInput, account);
    setChecking(false);
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    if (confirmPassword !== values.password) errors.confirmPassword = AUTH_TEXT.signUpPasswordsDiffer;
    // Presence is the schema's job ("Password is required"); the rules are listed together below.
    const issues = values.password ? passwordProblems(values.password) : [];
    setFieldErrors(errors);
    setPasswordIssues(issues);
    if (!result.ok || errors.confirmPassword || issues.length > 0) {
      preRegister.reset();
      focusFirstInvalid(formRef.current, { ...errors, ...(issues.length > 0 ? { password: issues[0] } : {}) });
      return;
    }
    preRegister.mutate(result.data, {
      onSuccess: (response) => onCodeSent(result.data, response.message, response.cooldown),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} onFocus={prefetchAuthSchemas} noValidate>
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
