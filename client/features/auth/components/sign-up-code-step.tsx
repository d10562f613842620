import { type FormEvent, useRef, useState } from "react";
import type { PreRegisterInput } from "#shared/auth";
import { OTP_LENGTH } from "#shared/otp";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { ArrowLeftIcon, MailIcon } from "../../../components/icons";
import { ServerError } from "../../../components/server-error";
import { StepIntro } from "../../../components/step-intro";
import { useCodeEntry } from "../../../hooks/use-code-entry";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { lazySchema, validate } from "../../../lib/validate";
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

const registerSchema = lazySchema(() => import("../utils/form-schemas").then((schemas) => schemas.registerInput));

/** Sign-up, second step: the code from the e-mail creates the account (docs/product/screens.md and docs/product/data.md#states-and-transitions). */
export function SignUpCodeStep({ account, message, initialCooldown, onBack }: SignUpCodeStepProps) {
  const { t } = useT();
  const { code, setProblem: setCodeError, field: codeField } = useCodeEntry();
  const inputWrap = useRef<HTMLDivElement>(null);
  const register = useRegister();
  const resend = useResendOtp();
  const cooldown = useCodeResend(t(AUTH_TEXT.resendOtpFailed), initialCooldown);
  const startSession = useStartSession();
  const [checking, setChecking] = useState(false);
  const busy = checking || register.isPending;

  const submit = async () => {
    setChecking(true);
    const result = await validate(registerSchema, { ...account, otp: code });
    setChecking(false);
    if (!result.ok) {
      register.reset();
      setCodeError(result.errors.otp ?? result.messages[0]);
      inputWrap.current?.querySelector("input")?.focus();
      return;
    }
    setCodeError(undefined);
    register.mutate(result.data, { onSuccess: startSession });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  const onResend = () => {
    cooldown.clearNotice();
    resend.mutate(
      { email: account.email },
      { onSuccess: (result) => cooldown.onSent(result, true), onError: cooldown.onFailed },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} onFocus={registerSchema.prefetch} noValidate>
      <StepIntro icon={<MailIcon size={24} />} title={t("auth.signUp.checkEmail")}>
        {message || (
          <Trans
            id="auth.signUp.codeSentTo"
            values={{ length: OTP_LENGTH, email: account.email }}
            components={{ 0: <strong /> }}
          />
        )}
      </StepIntro>
      {cooldown.notice && <Alert tone={cooldown.notice.tone}>{cooldown.notice.text}</Alert>}
      <div ref={inputWrap}>
        <CodeField {...codeField} />
      </div>
      {register.isError && (
        <ServerError
          error={register.error}
          fallback={t(AUTH_TEXT.genericError)}
          listTitle={t(AUTH_TEXT.passwordIssues)}
        />
      )}
      <Button type="submit" size="lg" block busy={busy}>
        {register.isPending ? t("auth.signUp.creating") : t("auth.signUp.create")}
      </Button>
      <div className={styles.codeActions}>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={onBack}>
          {t("auth.signUp.back")}
        </Button>
        <ResendCodeButton remaining={cooldown.remaining} busy={resend.isPending} onResend={onResend} />
      </div>
    </form>
  );
}
