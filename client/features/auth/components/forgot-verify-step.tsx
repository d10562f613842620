import { type FormEvent, useRef, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { ArrowLeftIcon, MailIcon } from "../../../components/icons";
import { StepIntro } from "../../../components/step-intro";
import { useCodeEntry } from "../../../hooks/use-code-entry";
import { errorMessage } from "../../../lib/errors";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { lazySchema, validate } from "../../../lib/validate";
import { useResendPasswordReset } from "../api/use-resend-password-reset";
import { useVerifyResetOtp } from "../api/use-verify-reset-otp";
import { useCodeResend } from "../hooks/use-code-resend";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { CodeField } from "./code-field";
import { ResendCodeButton } from "./resend-code-button";

interface ForgotVerifyStepProps {
  email: string;
  /** What the send step answered ("Password reset OTP sent to your email address"). */
  message: string;
  initialCooldown: number;
  onVerified: (resetToken: string, message: string) => void;
  onChangeEmail: () => void;
}

const verifySchema = lazySchema(() => import("../utils/form-schemas").then((schemas) => schemas.verifyOtpInput));

export function ForgotVerifyStep({
  email,
  message,
  initialCooldown,
  onVerified,
  onChangeEmail,
}: ForgotVerifyStepProps) {
  const { t } = useT();
  const { code, setProblem: setCodeError, field: codeField } = useCodeEntry();
  const [checking, setChecking] = useState(false);
  const inputWrap = useRef<HTMLDivElement>(null);
  const verify = useVerifyResetOtp();
  const resend = useResendPasswordReset();
  const cooldown = useCodeResend(t(AUTH_TEXT.resendResetOtpFailed), initialCooldown);
  const busy = checking || verify.isPending;

  const submit = async () => {
    setChecking(true);
    const result = await validate(verifySchema, { email, otp: code, purpose: "reset" });
    setChecking(false);
    if (!result.ok) {
      verify.reset();
      setCodeError(result.errors.otp ?? result.errors.email);
      inputWrap.current?.querySelector("input")?.focus();
      return;
    }
    setCodeError(undefined);
    verify.mutate(result.data, { onSuccess: (response) => onVerified(response.resetToken, response.message) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  const onResend = () => {
    cooldown.clearNotice();
    resend.mutate({ email }, { onSuccess: (result) => cooldown.onSent(result, true), onError: cooldown.onFailed });
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} onFocus={verifySchema.prefetch} noValidate>
      <StepIntro icon={<MailIcon size={24} />}>
        <Trans id="auth.verify.codeSentTo" values={{ email }} components={{ 0: <strong /> }} />
      </StepIntro>
      {cooldown.notice ? (
        <Alert tone={cooldown.notice.tone}>{cooldown.notice.text}</Alert>
      ) : (
        message && <Alert tone="success">{message}</Alert>
      )}
      <div ref={inputWrap}>
        <CodeField {...codeField} />
      </div>
      {verify.isError && <Alert tone="danger">{errorMessage(verify.error, t(AUTH_TEXT.verifyOtpFailed))}</Alert>}
      <Button type="submit" size="lg" block busy={busy}>
        {verify.isPending ? t("auth.verify.submitting") : t("auth.verify.submit")}
      </Button>
      <div className={styles.codeActions}>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={onChangeEmail}>
          {t("auth.verify.changeEmail")}
        </Button>
        <ResendCodeButton remaining={cooldown.remaining} busy={resend.isPending} onResend={onResend} />
      </div>
    </form>
  );
}
