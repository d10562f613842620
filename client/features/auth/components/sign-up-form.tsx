import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { PreRegisterInput } from "#shared/auth";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { IssueList } from "../../../components/issue-list";
import { PasswordField } from "../../../components/password-field";
import { PasswordRequirements } from "../../../components/password-requirements";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
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
  const { t } = useT();
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
        label={t("auth.signUp.name")}
        autoComplete="name"
        placeholder={t("auth.signUp.namePlaceholder")}
        maxLength={100}
        required
        {...field("name")}
      />
      <TextField
        label={t("auth.signUp.username")}
        autoComplete="username"
        placeholder={t("auth.signUp.usernamePlaceholder")}
        maxLength={30}
        autoCapitalize="none"
        spellCheck={false}
        hint={t("auth.signUp.usernameHint")}
        required
        {...field("username")}
      />
      <EmailField {...field("email")} />
      <PasswordField
        label={t("auth.signUp.password")}
        autoComplete="new-password"
        placeholder={t("auth.password.createPlaceholder")}
        details={<PasswordRequirements password={values.password} title={t("auth.password.requirements")} />}
        required
        {...field("password")}
      />
      <PasswordField
        label={t("auth.signUp.confirmPassword")}
        autoComplete="new-password"
        placeholder={t("auth.signUp.confirmPlaceholder")}
        required
        {...field("confirmPassword")}
      />
      <IssueList title={t(AUTH_TEXT.passwordIssues)} issues={passwordIssues} />
      {preRegister.isError && (
        <ServerError
          error={preRegister.error}
          fallback={t(AUTH_TEXT.genericError)}
          listTitle={t(AUTH_TEXT.passwordIssues)}
        />
      )}
      <Button type="submit" size="lg" block busy={busy}>
        {preRegister.isPending ? t("auth.signUp.sending") : t("auth.signUp.submit")}
      </Button>
    </form>
  );
}
