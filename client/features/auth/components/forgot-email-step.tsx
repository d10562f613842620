import { type FormEvent, useId, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { cooldownOf, errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { lazySchema, validate } from "../../../lib/validate";
import { useSendPasswordReset } from "../api/use-send-password-reset";
import { AUTH_TEXT } from "../utils/messages";
import { EmailField } from "./email-field";

interface ForgotEmailStepProps {
  /** A code is on its way (or one was sent moments ago): go on to the code step with its resend cooldown. */
  onSent: (email: string, message: string, cooldown: number) => void;
}

const emailSchema = lazySchema(() => import("../utils/form-schemas").then((schemas) => schemas.emailInput));

export function ForgotEmailStep({ onSent }: ForgotEmailStepProps) {
  const { t } = useT();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const emailId = useId();
  const send = useSendPasswordReset();
  const busy = checking || send.isPending;

  const submit = async () => {
    setChecking(true);
    const result = await validate(emailSchema, { email });
    setChecking(false);
    if (!result.ok) {
      send.reset();
      setEmailError(result.errors.email);
      document.getElementById(emailId)?.focus();
      return;
    }
    setEmailError(undefined);
    const address = result.data.email;
    send.mutate(result.data, {
      onSuccess: (response) => onSent(address, response.message, response.cooldown),
      onError: (error) => {
        // A code sent moments ago is still valid: let the person type it instead of waiting at this step.
        const cooldown = cooldownOf(error);
        if (cooldown !== undefined) onSent(address, errorMessage(error, t(AUTH_TEXT.sendResetOtpFailed)), cooldown);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} onFocus={emailSchema.prefetch} noValidate>
      <EmailField
        id={emailId}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (emailError) setEmailError(undefined);
        }}
        error={emailError}
      />
      {send.isError && cooldownOf(send.error) === undefined && (
        <Alert tone="danger">{errorMessage(send.error, t(AUTH_TEXT.sendResetOtpFailed))}</Alert>
      )}
      <Button type="submit" size="lg" block busy={busy}>
        {send.isPending ? t("auth.forgot.sending") : t("auth.forgot.send")}
      </Button>
    </form>
  );
}
