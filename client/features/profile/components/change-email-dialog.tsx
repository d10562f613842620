import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { changeEmailInput, confirmEmailChangeInput } from "#shared/auth";
import { Alert } from "../../../components/alert";
import { FormDialog } from "../../../components/form-dialog";
import { TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { ServerError } from "../../../components/server-error";
import { useFormFields } from "../../../hooks/use-form-fields";
import { useT } from "../../../lib/i18n/use-t";
import { focusFirstInvalid, validate } from "../../../lib/validate";
import { useChangeEmail } from "../api/use-change-email";

interface ChangeEmailDialogProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { email: "", code: "" };

/**
 * Profile → change e-mail: the new address, then the code mailed to it. The
 * server may first ask "Confirm it's you" (sudo mode); the app's dialog does
 * that and the step goes on by itself.
 */
export function ChangeEmailDialog({ open, onClose }: ChangeEmailDialogProps) {
  const { t } = useT();
  const { values, setValues, setErrors, field } = useFormFields(EMPTY);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { begin, confirm } = useChangeEmail();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { reset: resetBegin } = begin;
  const { reset: resetConfirm } = confirm;

  // Nothing typed here survives closing the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is the trigger; its value is not needed.
  useEffect(() => {
    setValues(EMPTY);
    setErrors({});
    setSent(null);
    resetBegin();
    resetConfirm();
  }, [open, setValues, setErrors, resetBegin, resetConfirm]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (begin.isPending || confirm.isPending) return;
    if (!sent) {
      const checked = validate(changeEmailInput, { email: values.email });
      setErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return void focusFirstInvalid(form.current, checked.errors);
      begin.mutate(checked.data, {
        onSuccess: (result) => setSent({ email: checked.data.email, message: result.message }),
      });
      return;
    }
    const checked = validate(confirmEmailChangeInput, { email: sent.email, code: values.code.trim() });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return void focusFirstInvalid(form.current, checked.errors);
    confirm.mutate(checked.data);
  };

  const failed = sent ? confirm : begin;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("profile.email.title")}
      description={t("profile.email.description")}
      formId={formId}
      pending={begin.isPending || confirm.isPending}
      submitLabel={sent ? t("profile.email.submit") : t("profile.email.sendCode")}
      done={confirm.data?.message}
    >
      <form id={formId} ref={form} className={formStyles.form} onSubmit={onSubmit} noValidate>
        {sent ? (
          <>
            <Alert>{sent.message}</Alert>
            <TextField
              label={t("profile.email.code")}
              hint={t("profile.email.codeHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...field("code")}
            />
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => {
                setSent(null);
                resetConfirm();
              }}
            >
              {t("profile.email.useAnother")}
            </button>
          </>
        ) : (
          <TextField
            label={t("profile.email.newAddress")}
            type="email"
            autoComplete="email"
            required
            {...field("email")}
          />
        )}
        {failed.isError && (
          <ServerError error={failed.error} fallback={t("profile.email.failed")} listTitle={t("profile.email.check")} />
        )}
      </form>
    </FormDialog>
  );
}
