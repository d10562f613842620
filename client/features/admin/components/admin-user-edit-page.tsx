import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { Role } from "../../../../shared/roles";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { SelectField, TextField } from "../../../components/form-field";
import { ArrowLeftIcon } from "../../../components/icons";
import { ServerError } from "../../../components/server-error";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/errors";
import { useAdminUser } from "../api/use-admin-user";
import { useUpdateUser } from "../api/use-update-user";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
import { isRole, ROLE_OPTIONS } from "../utils/roles";
import { AdminPage } from "./admin-page";
import styles from "./admin-user-edit-page.module.css";
import { Panel } from "./panel";

const USERS_PATH = "/admin/users";
// A light check only: the server has the final word (and says so in its message).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface UserForm {
  name: string;
  username: string;
  email: string;
  role: Role;
}

type FieldErrors = Partial<Record<keyof UserForm, string>>;

const FIELD_ORDER = ["name", "username", "email"] as const;

function validate(form: UserForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = "Name is required";
  if (!form.username.trim()) errors.username = "Username is required";
  if (!form.email.trim()) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = "Invalid email format";
  return errors;
}

/** /admin/users/{userId}/edit (SPEC §2): name, username, email and role. A 404 goes back to the list. */
export function AdminUserEditPage() {
  const { userId = "" } = useParams();
  const user = useAdminUser(userId);
  const redirecting = useAdminErrorRedirect(user.error, { notFoundTo: USERS_PATH });
  useDocumentTitle(user.data ? `Edit ${user.data.name} · Admin` : "Edit User · Admin");
  const detailsPath = `${USERS_PATH}/${encodeURIComponent(userId)}`;

  if (redirecting) return null;
  if (user.isError) {
    return (
      <AdminPage
        title="Edit User"
        actions={
          <ButtonLink to={USERS_PATH} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
            Back to Users
          </ButtonLink>
        }
      >
        <Alert tone="danger">{errorMessage(user.error, ADMIN_TEXT.fetchFailed)}</Alert>
      </AdminPage>
    );
  }
  if (!user.data) return <LoadingState message={ADMIN_TEXT.loadingUser} />;
  return (
    <EditUserForm
      key={user.data._id}
      id={user.data._id}
      initial={{
        name: user.data.name,
        username: user.data.username,
        email: user.data.email,
        role: isRole(user.data.role) ? user.data.role : "starter",
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
  const [form, setForm] = useState<UserForm>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateUser();
  const navigate = useNavigate();
  const redirecting = useAdminErrorRedirect(save.error);

  const set = <K extends keyof UserForm>(field: K, value: UserForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const errors = validate(form);
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) {
      save.reset();
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(
      { id, name: form.name.trim(), username: form.username.trim(), email: form.email.trim(), role: form.role },
      {
        onSuccess: (result) => {
          window.alert(result.message);
          navigate(detailsPath);
        },
      },
    );
  };

  return (
    <AdminPage
      title={`Edit User: ${initial.name}`}
      description="Change the account's name, username, email or plan."
      actions={
        <ButtonLink to={detailsPath} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
          Back to Details
        </ButtonLink>
      }
    >
      <Panel title="Account">
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          <div className={styles.grid}>
            <TextField
              label="Name"
              name="name"
              autoComplete="off"
              maxLength={100}
              value={form.name}
              onChange={(event) => set("name", event.target.value)}
              error={fieldErrors.name}
              required
            />
            <TextField
              label="Username"
              name="username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={50}
              value={form.username}
              onChange={(event) => set("username", event.target.value)}
              error={fieldErrors.username}
              required
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={form.email}
              onChange={(event) => set("email", event.target.value)}
              error={fieldErrors.email}
              required
            />
            <SelectField
              label="Role"
              name="role"
              value={form.role}
              onChange={(event) => set("role", isRole(event.target.value) ? event.target.value : "starter")}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </div>
          {save.isError && !redirecting && (
            <ServerError
              error={save.error}
              fallback={ADMIN_TEXT.updateUserFailed}
              listTitle={ADMIN_TEXT.validationIssues}
            />
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => navigate(detailsPath)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </form>
      </Panel>
    </AdminPage>
  );
}
