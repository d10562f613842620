import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef } from "react";
import { identityProofInput } from "#shared/auth";
import { RECENT_AUTH_MINUTES } from "#shared/sudo-mode";
import { identityProofWithCode } from "#shared/two-factor";
import { useFormFields } from "../hooks/use-form-fields";
import { useT } from "../lib/i18n/use-t";
import type { ReauthRequest } from "../lib/reauth-link";
import { useTRPC } from "../lib/trpc";
import { focusFirstInvalid, validate } from "../lib/validate";
import { Button, CancelButton } from "./button";
import { Dialog } from "./dialog";
import { TextField } from "./form-field";
import formStyles from "./form-layout.module.css";
import { PasswordField } from "./password-field";
import { ServerError } from "./server-error";

/** The "Confirm it's you" form, loaded by ConfirmIdentityHost the first time a call needs it. */
export function ConfirmIdentityDialog({
  realm,
  twoFactor,
  onDone,
}: ReauthRequest & { onDone: (confirmed: boolean) => void }) {
  const { t } = useT();
  const trpc = useTRPC();
  const confirm = useMutation(trpc[realm].confirmIdentity.mutationOptions());
  const { values, setErrors, field } = useFormFields({ password: "", code: "" });
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    // The server's schema leaves the code optional (accounts without two-factor); with two-factor on it is asked for.
    const checked = validate(twoFactor ? identityProofWithCode : identityProofInput, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return void focusFirstInvalid(form.current, checked.errors);
    confirm.mutate(checked.data, { onSuccess: () => onDone(true) });
  };

  return (
    <Dialog
      open
      onClose={() => onDone(false)}
      title={t("common.confirmIdentity.title")}
      description={t(twoFactor ? "common.confirmIdentity.descriptionWithCode" : "common.confirmIdentity.description", {
        minutes: RECENT_AUTH_MINUTES,
      })}
      footer={
        <>
          <CancelButton onClick={() => onDone(false)} disabled={confirm.isPending} />
          <Button type="submit" form={formId} busy={confirm.isPending}>
            {t("common.confirmIdentity.submit")}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t("common.password.label")}
          autoComplete="current-password"
          required
          {...field("password")}
        />
        {twoFactor && (
          <TextField
            label={t("common.confirmIdentity.codeLabel")}
            hint={t("common.confirmIdentity.codeHint")}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...field("code")}
          />
        )}
        {confirm.isError && (
          <ServerError
            error={confirm.error}
            fallback={t("common.confirmIdentity.failed")}
            listTitle={t("common.pleaseCheck")}
          />
        )}
      </form>
    </Dialog>
  );
}
