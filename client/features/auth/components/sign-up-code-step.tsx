import { type FormEvent, useRef } from "react";
import type { PreRegisterInput } from "#shared/auth";
import { OTP_LENGTH } from "#shared/otp";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { ArrowLeftIcon, MailIcon } from "../../../components/icons";
import { ServerError } from "../../../components/server-error";
import { StepIntro } from "../../../components/step-intro";
import { useCodeEntry } from "../../../hooks/use-code-entry";
import { useRegister } from "../api/use-register";
import { useResendOtp } from "../api/use-resend-otp";
import { useCodeResend } from "../hooks/use-code-resend";
import { useStartSession } from "../hooks/use-start-session";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { CodeField } from "./code-field";
import { ResendCodeButton } from "./resend-code-button";

interface SignUpCodeStepProps {
  account: PreRegisterInput;
  message: string;
  /** Seconds before the first resend (the cooldown of the code just sent). */
  initialCooldown: number;
  onBack: () => void;
}

/** Sign-up, second step: the code from the e-mail creates the account (docs/product/screens.md and docs/product/data.md#states-and-transitions). */
export function SignUpCodeStep({ account, message, initialCooldown, onBack }: SignUpCodeStepProps) {
  const { code, setProblem: setCodeError, field: codeField } = useCodeEntry();
  const inputWrap = useRef<HTMLDivElement>(null);
  const register = useRegister();
  const resend = useResendOtp();
  const cooldown = useCodeResend(AUTH_TEXT.resendOtpFailed, initialCooldown);
  const startSession = useStartSession();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    if (!code.trim()) {
      register.reset();
      setCodeError(AUTH_TEXT.otpRequired);
      inputWrap.current?.querySelector("input")?.focus();
      return;
    }
    setCodeError(undefined);
    register.mutate({ ...account, otp: code.trim() }, { onSuccess: startSession });
  };

  const onResend = () => {
    cooldown.clearNotice();
    resend.mutate(
      { email: account.email },
      { onSuccess: (result) => cooldown.onSent(result, true), onError: cooldown.onFailed },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <StepIntro icon={<MailIcon size={24} />} title="Check your e-mail">
        {message || (
          <>
            We sent a {OTP_LENGTH}-digit code to <strong>{account.email}</strong>.
          </>
        )}
      </StepIntro>
      {cooldown.notice && <Alert tone={cooldown.notice.tone}>{cooldown.notice.text}</Alert>}
      <div ref={inputWrap}>
        <CodeField {...codeField} />
      </div>
      {register.isError && (
        <ServerError error={register.error} fallback={AUTH_TEXT.genericError} listTitle={AUTH_TEXT.passwordIssues} />
      )}
      <Button type="submit" size="lg" block busy={register.isPending}>
        {register.isPending ? "Creating account..." : "Verify & Create Account"}
      </Button>
      <div className={styles.codeActions}>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={onBack}>
          Back
        </Button>
        <ResendCodeButton remaining={cooldown.remaining} busy={resend.isPending} onResend={onResend} />
      </div>
    </form>
  );
}
