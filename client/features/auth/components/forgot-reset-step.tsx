import { type FormEvent, useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { passwordProblems } from "#shared/password";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { PasswordField } from "../../../components/password-field";
import { PasswordRequirements } from "../../../components/password-requirements";
import { ServerError } from "../../../components/server-error";
import { useFormFields } from "../../../hooks/use-form-fields";
import { PATHS } from "../../../lib/paths";
import { type FieldErrors, focusFirstInvalid } from "../../../lib/validate";
import { useResetPassword } from "../api/use-reset-password";
import { AUTH_TEXT } from "../utils/messages";

/** docs/product/rules.md#business-constants-and-limits: after a successful reset the user goes to /login after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

interface ForgotResetStepProps {
  email: string;
  resetToken: string;
  /** What the verify step answered ("OTP verified successfully"). */
  message: string;
}

export function ForgotResetStep({ email, resetToken, message }: ForgotResetStepProps) {
  const { values, setErrors, field } = useFormFields({ newPassword: "", confirmPassword: "" });
  const { newPassword: password, confirmPassword: confirm } = values;
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(PATHS.login), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || reset.isSuccess) return;
    // docs/product/rules.md#validation-rules "Reset step locally": the first rule broken, then the match.
    const next: FieldErrors = {
      newPassword: passwordProblems(password)[0],
      confirmPassword: password !== confirm ? AUTH_TEXT.resetPasswordsDiffer : undefined,
    };
    setErrors(next);
    if (focusFirstInvalid(formRef.current, next)) {
      reset.reset();
      return;
    }
    reset.mutate({ email, newPassword: password, resetToken });
  };

  if (reset.isSuccess) {
    return (
      <Alert tone="success" title={reset.data.message}>
        Taking you to the login page...
      </Alert>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      {message && <Alert tone="success">{message}</Alert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        details={<PasswordRequirements password={password} />}
        required
        {...field("newPassword")}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        required
        {...field("confirmPassword")}
      />
      {reset.isError && (
        <ServerError
          error={reset.error}
          fallback={AUTH_TEXT.resetPasswordFailed}
          listTitle={AUTH_TEXT.passwordIssues}
        />
      )}
      <Button type="submit" size="lg" block busy={reset.isPending}>
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}
