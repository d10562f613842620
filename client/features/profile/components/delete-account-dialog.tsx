import { type FormEvent, useEffect, useId, useState } from "react";
import { DELETE_CONFIRMATION_WORD, deleteAccountForm } from "#shared/account";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-field";
import { TrashIcon } from "../../../components/icons";
import { CurrentPasswordField } from "../../../components/password-field";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { leaveDeletedAccount } from "../../../lib/session";
import { validate } from "../../../lib/validate";
import { useDeleteAccount } from "../api/use-delete-account";
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
  const { t } = useT();
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
      title={t("profile.delete.title")}
      description={t("profile.delete.description")}
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
            {remove.isPending || remove.isSuccess ? t("profile.delete.deleting") : t("profile.delete.action")}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <CurrentPasswordField value={values.password} onChange={set("password")} />
        {twoFactor && (
          <TextField
            label={t("profile.delete.code")}
            hint={t("profile.delete.codeHint")}
            autoComplete="one-time-code"
            inputMode="text"
            value={values.code}
            onChange={(event) => set("code")(event.target.value)}
            required
          />
        )}
        <TextField
          label={t("profile.delete.confirm", { word: DELETE_CONFIRMATION_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.confirm}
          onChange={(event) => set("confirm")(event.target.value)}
          required
        />
        {remove.isError && (
          <ServerError
            error={remove.error}
            fallback={t("profile.delete.failed")}
            listTitle={t("profile.delete.check")}
          />
        )}
      </form>
    </Dialog>
  );
}
