import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { PasswordField } from "../../../components/password-field";
import { PasswordRequirements } from "../../../components/password-requirements";
import { ServerError } from "../../../components/server-error";
import { useFormFields } from "../../../hooks/use-form-fields";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { focusFirstInvalid, lazySchema, validate } from "../../../lib/validate";
import { useResetPassword } from "../api/use-reset-password";
import { AUTH_TEXT } from "../utils/messages";

/** docs/product/rules.md#business-constants-and-limits: after a successful reset the user goes to /login after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

const resetSchema = lazySchema(() => import("../utils/form-schemas").then((schemas) => schemas.resetPasswordForm));

interface ForgotResetStepProps {
  email: string;
  resetToken: string;
  /** What the verify step answered ("OTP verified successfully"). */
  message: string;
}

export function ForgotResetStep({ email, resetToken, message }: ForgotResetStepProps) {
  const { t } = useT();
  const { values, setErrors, field } = useFormFields({ newPassword: "", confirmPassword: "" });
  const { newPassword: password, confirmPassword: confirm } = values;
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const busy = checking || reset.isPending;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(PATHS.login), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = async () => {
    setChecking(true);
    const result = await validate(resetSchema, { newPassword: password, confirmPassword: confirm });
    setChecking(false);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(formRef.current, result.errors);
      reset.reset();
      return;
    }
    setErrors({});
    reset.mutate({ email, newPassword: result.data.newPassword, resetToken });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !reset.isSuccess) void submit();
  };

  if (reset.isSuccess) {
    return (
      <Alert tone="success" title={reset.data.message}>
        {t("auth.reset.redirecting")}
      </Alert>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} onFocus={resetSchema.prefetch} noValidate>
      {message && <Alert tone="success">{message}</Alert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t("auth.reset.newPassword")}
        autoComplete="new-password"
        placeholder={t("auth.password.createPlaceholder")}
        details={<PasswordRequirements password={password} title={t("auth.password.requirements")} />}
        required
        {...field("newPassword")}
      />
      <PasswordField
        label={t("auth.reset.confirmPassword")}
        autoComplete="new-password"
        placeholder={t("auth.reset.confirmPlaceholder")}
        required
        {...field("confirmPassword")}
      />
      {reset.isError && (
        <ServerError
          error={reset.error}
          fallback={t(AUTH_TEXT.resetPasswordFailed)}
          listTitle={t(AUTH_TEXT.passwordIssues)}
        />
      )}
      <Button type="submit" size="lg" block busy={busy}>
        {reset.isPending ? t("auth.reset.submitting") : t("auth.reset.submit")}
      </Button>
    </form>
  );
}
