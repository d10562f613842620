import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { passwordChangeFormSchema, passwordRulesSchema } from "#shared/password-change";
import { Alert } from "../../../components/alert";
import { FormDialog } from "../../../components/form-dialog";
import { IssueList } from "../../../components/issue-list";
import { EMPTY_PASSWORD_CHANGE, type PasswordChange, PasswordChangeFields } from "../../../components/password-field";
import { PasswordRequirements } from "../../../components/password-requirements";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { validate } from "../../../lib/validate";
import { useChangePassword } from "../api/use-change-password";
import styles from "./profile-page.module.css";

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useT();
  // docs/product/rules.md#validation-rules "Change password (user)": presence, then the match, then the rules, all of them.
  const passwordChangeForm = useMemo(
    () =>
      passwordChangeFormSchema(
        { required: t("profile.password.allFieldsRequired"), mismatch: t("profile.password.mismatch") },
        passwordRulesSchema(),
      ),
    [t],
  );
  const [values, setValues] = useState(EMPTY_PASSWORD_CHANGE);
  const [formError, setFormError] = useState<string>();
  const [issues, setIssues] = useState<string[]>([]);
  const formId = useId();
  const change = useChangePassword();
  const { reset } = change;

  // docs/product/data.md#states-and-transitions: every field (and every message) resets when the modal opens and when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is the trigger; its value is not needed.
  useEffect(() => {
    setValues(EMPTY_PASSWORD_CHANGE);
    setFormError(undefined);
    setIssues([]);
    reset();
  }, [open, reset]);

  const set = (field: keyof PasswordChange, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === "newPassword") setIssues([]);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.reset();
    const checked = validate(passwordChangeForm, values);
    setFormError(checked.ok ? undefined : checked.errors.form);
    setIssues(checked.ok ? [] : (checked.all.newPassword ?? []));
    if (!checked.ok) return;
    const { currentPassword, newPassword } = checked.data;
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => setValues(EMPTY_PASSWORD_CHANGE) });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("profile.password.title")}
      description={t("profile.password.description")}
      formId={formId}
      pending={change.isPending}
      submitLabel={change.isPending ? t("profile.password.changing") : t("profile.password.submit")}
      done={change.data?.message}
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <PasswordChangeFields
          values={values}
          onChange={set}
          newPasswordDetails={<PasswordRequirements password={values.newPassword} />}
        />
        {formError && <Alert tone="danger">{formError}</Alert>}
        <IssueList title={t("profile.password.issues")} issues={issues} />
        {change.isError && (
          <ServerError
            error={change.error}
            fallback={t("profile.password.failed")}
            listTitle={t("profile.password.issues")}
          />
        )}
      </form>
    </FormDialog>
  );
}
