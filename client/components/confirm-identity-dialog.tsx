import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef } from "react";
import { identityProofInput } from "#shared/auth";
import { CONFIRM_IDENTITY_TEXT } from "#shared/sudo-mode";
import { identityProofWithCode } from "#shared/two-factor";
import { useFormFields } from "../hooks/use-form-fields";
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
      title={CONFIRM_IDENTITY_TEXT.title}
      description={twoFactor ? CONFIRM_IDENTITY_TEXT.descriptionWithCode : CONFIRM_IDENTITY_TEXT.description}
      footer={
        <>
          <CancelButton onClick={() => onDone(false)} disabled={confirm.isPending} />
          <Button type="submit" form={formId} busy={confirm.isPending}>
            {CONFIRM_IDENTITY_TEXT.submit}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField label="Password" autoComplete="current-password" required {...field("password")} />
        {twoFactor && (
          <TextField
            label={CONFIRM_IDENTITY_TEXT.codeLabel}
            hint={CONFIRM_IDENTITY_TEXT.codeHint}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...field("code")}
          />
        )}
        {confirm.isError && (
          <ServerError error={confirm.error} fallback={CONFIRM_IDENTITY_TEXT.failed} listTitle="Please check:" />
        )}
      </form>
    </Dialog>
  );
}
