import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { PasswordField } from "../../../components/form-field";
import { ServerError } from "../../../components/server-error";
import { useChangeAdminPassword } from "../api/use-admin-profile";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_PASSWORD_MIN_LENGTH, ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-settings-page.module.css";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

type Field = keyof typeof EMPTY;

/** SPEC §5 "Admin password change": presence, then the match, then the length. */
function localProblem({ currentPassword, newPassword, confirmPassword }: typeof EMPTY): string | undefined {
  if (!currentPassword || !newPassword || !confirmPassword) return ADMIN_TEXT.passwordFieldsRequired;
  if (newPassword !== confirmPassword) return ADMIN_TEXT.newPasswordsDiffer;
  if (newPassword.length < ADMIN_PASSWORD_MIN_LENGTH) return ADMIN_TEXT.newPasswordTooShort;
  return undefined;
}

/** Change Password: the current password is required (DESIGN §2); on success the fields clear. */
export function AdminPasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();
  const change = useChangeAdminPassword();
  const redirecting = useAdminErrorRedirect(change.error);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.reset();
    const found = localProblem(values);
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => setValues(EMPTY) },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label="Current Password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => set("currentPassword", event.target.value)}
        required
      />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters`}
        value={values.newPassword}
        onChange={(event) => set("newPassword", event.target.value)}
        required
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => set("confirmPassword", event.target.value)}
        required
      />
      {problem && <Alert tone="danger">{problem}</Alert>}
      {change.isSuccess && <Alert tone="success">{change.data.message}</Alert>}
      {change.isError && !redirecting && (
        <ServerError
          error={change.error}
          fallback={ADMIN_TEXT.changePasswordFailed}
          listTitle={ADMIN_TEXT.validationIssues}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
