import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { adminUpdateUserInput } from "#shared/admin";
import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink, CancelButton } from "../../../components/button";
import { ArrowLeftIcon } from "../../../components/icons";
import { ServerError } from "../../../components/server-error";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { adminUserPath, PATHS } from "../../../lib/paths";
import { type FieldErrors, focusFirstInvalid, validate } from "../../../lib/validate";
import { useAdminUser } from "../api/use-admin-user";
import { useUpdateUser } from "../api/use-update-user";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { AccountFields, type AccountFieldValues } from "./account-fields";
import { AdminPage } from "./admin-page";
import styles from "./admin-user-edit-page.module.css";
import { Panel } from "./panel";
import { RoleSelectField } from "./role-select-field";

interface UserForm extends AccountFieldValues {
  role: Role;
}

/** /admin/users/{userId}/edit (docs/product/screens.md): name, username, email and role. A 404 goes back to the list. */
export function AdminUserEditPage() {
  const { t } = useT();
  const { userId = "" } = useParams();
  const user = useAdminUser(userId);
  const redirecting = useAdminErrorRedirect(user.error, { notFoundTo: PATHS.adminUsers });
  useDocumentTitle(
    user.data ? t("admin.userEdit.documentTitleNamed", { name: user.data.name }) : t("admin.userEdit.documentTitle"),
  );
  const detailsPath = adminUserPath(userId);

  if (redirecting) return null;
  if (user.isError) {
    return (
      <AdminPage
        title={t("admin.userEdit.title")}
        actions={
          <ButtonLink to={PATHS.adminUsers} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
            {t("admin.common.backToUsers")}
          </ButtonLink>
        }
      >
        <Alert tone="danger">{errorMessage(user.error, t("admin.common.fetchFailed"))}</Alert>
      </AdminPage>
    );
  }
  if (!user.data) return <LoadingState message={t("admin.common.loadingUser")} />;
  return (
    <EditUserForm
      key={user.data._id}
      id={user.data._id}
      initial={{
        name: user.data.name,
        username: user.data.username,
        email: user.data.email,
        role: parseRole(user.data.role),
      }}
      detailsPath={detailsPath}
    />
  );
}

interface EditUserFormProps {
  id: string;
  initial: UserForm;
  detailsPath: string;
}

function EditUserForm({ id, initial, detailsPath }: EditUserFormProps) {
  const { t } = useT();
  const [form, setForm] = useState<UserForm>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateUser();
  const navigate = useNavigate();
  const redirecting = useAdminErrorRedirect(save.error);

  const set = (field: keyof AccountFieldValues, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(adminUpdateUserInput, { id, ...form });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      focusFirstInvalid(formRef.current, checked.errors);
      save.reset();
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (result) => {
        window.alert(result.message);
        navigate(detailsPath);
      },
    });
  };

  return (
    <AdminPage
      title={t("admin.userEdit.titleNamed", { name: initial.name })}
      description={t("admin.userEdit.description")}
      actions={
        <ButtonLink to={detailsPath} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
          {t("admin.userEdit.backToDetails")}
        </ButtonLink>
      }
    >
      <Panel title={t("admin.common.account")}>
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          <div className={styles.grid}>
            <AccountFields values={form} errors={fieldErrors} onChange={set} />
            <RoleSelectField
              label={t("admin.fields.role")}
              name="role"
              value={form.role}
              onChange={(role) => setForm((current) => ({ ...current, role }))}
            />
          </div>
          {save.isError && !redirecting && (
            <ServerError
              error={save.error}
              fallback={t("admin.userEdit.failed")}
              listTitle={t("admin.common.validationIssues")}
            />
          )}
          <div className={styles.actions}>
            <CancelButton onClick={() => navigate(detailsPath)} disabled={save.isPending} />
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? t("admin.common.saving") : t("admin.common.saveChanges")}
            </Button>
          </div>
        </form>
      </Panel>
    </AdminPage>
  );
}
