import { type FormEvent, useEffect, useId, useState } from "react";
import { DELETE_CONFIRMATION_WORD, deleteAccountForm } from "#shared/account";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-field";
import { TrashIcon } from "../../../components/icons";
import { CurrentPasswordField } from "../../../components/password-field";
import { ServerError } from "../../../components/server-error";
import { leaveDeletedAccount } from "../../../lib/session";
import { validate } from "../../../lib/validate";
import { useDeleteAccount } from "../api/use-delete-account";
import { PROFILE_TEXT } from "../utils/messages";
import styles from "./data-panel.module.css";

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account signs in with a second factor: its code is asked for too. */
  twoFactor: boolean;
}

const EMPTY = { password: "", code: "", confirm: "" };

/** "Delete my account": nothing is sent until the password, the code (with two-factor) and the typed word are there. */
export function DeleteAccountDialog({ open, onClose, twoFactor }: DeleteAccountDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const formId = useId();
  const remove = useDeleteAccount();
  const { reset } = remove;

  // Nothing typed here survives closing the dialog, a password least of all.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is the trigger; its value is not needed.
  useEffect(() => {
    setValues(EMPTY);
    reset();
  }, [open, reset]);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const checked = validate(twoFactor ? deleteAccountForm.withCode : deleteAccountForm.withoutCode, values);
  const ready = checked.ok;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked.ok || remove.isPending || remove.isSuccess) return;
    remove.mutate(checked.data, { onSuccess: leaveDeletedAccount });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete your account?"
      description="This cannot be undone. Your conversations, API keys and usage are erased at once, and you are signed out everywhere."
      footer={
        <>
          <CancelButton onClick={onClose} disabled={remove.isPending} />
          <Button
            type="submit"
            form={formId}
            variant="danger"
            icon={<TrashIcon size={16} />}
            disabled={!ready}
            busy={remove.isPending || remove.isSuccess}
          >
            {remove.isPending || remove.isSuccess ? "Deleting..." : "Delete my account"}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <CurrentPasswordField value={values.password} onChange={set("password")} />
        {twoFactor && (
          <TextField
            label="Two-factor code"
            hint="The 6-digit code from your authenticator app, or a backup code."
            autoComplete="one-time-code"
            inputMode="text"
            value={values.code}
            onChange={(event) => set("code")(event.target.value)}
            required
          />
        )}
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.confirm}
          onChange={(event) => set("confirm")(event.target.value)}
          required
        />
        {remove.isError && (
          <ServerError error={remove.error} fallback={PROFILE_TEXT.deleteFailed} listTitle="Please check:" />
        )}
      </form>
    </Dialog>
  );
}
