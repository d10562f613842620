import { type FormEvent, useMemo, useState } from "react";
import { adminChangePasswordInput } from "#shared/admin";
import { passwordChangeFormSchema } from "#shared/password-change";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { EMPTY_PASSWORD_CHANGE, type PasswordChange, PasswordChangeFields } from "../../../components/password-field";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { validate } from "../../../lib/validate";
import { useChangeAdminPassword } from "../api/use-admin-profile";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../utils/messages";
import styles from "./admin-settings-page.module.css";

/** Change Password: the current password is required (docs/product.md#changes-from-the-original-specification); on success the fields clear. */
export function AdminPasswordForm() {
  const { t } = useT();
  /** docs/product/rules.md#validation-rules "Admin password change": presence, then the match, then the length the server's schema sets. */
  const passwordChangeForm = useMemo(
    () =>
      passwordChangeFormSchema(
        { required: t("admin.password.required"), mismatch: t("admin.password.mismatch") },
        adminChangePasswordInput.shape.newPassword,
      ),
    [t],
  );
  const [values, setValues] = useState(EMPTY_PASSWORD_CHANGE);
  const [problem, setProblem] = useState<string>();
  const change = useChangeAdminPassword();
  const redirecting = useAdminErrorRedirect(change.error);

  const set = (field: keyof PasswordChange, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.reset();
    const checked = validate(passwordChangeForm, values);
    setProblem(checked.ok ? undefined : (checked.errors.form ?? checked.errors.newPassword));
    if (!checked.ok) return;
    const { currentPassword, newPassword } = checked.data;
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => setValues(EMPTY_PASSWORD_CHANGE) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordChangeFields
        values={values}
        onChange={set}
        newPasswordHint={t("admin.password.hint", { min: ADMIN_PASSWORD_MIN_LENGTH })}
      />
      {problem && <Alert tone="danger">{problem}</Alert>}
      {change.isSuccess && <Alert tone="success">{change.data.message}</Alert>}
      {change.isError && !redirecting && (
        <ServerError
          error={change.error}
          fallback={t("admin.password.failed")}
          listTitle={t("admin.common.validationIssues")}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t("admin.password.busy") : t("admin.settings.password")}
        </Button>
      </div>
    </form>
  );
}
