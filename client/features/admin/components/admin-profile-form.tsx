import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import { ServerError } from "../../../components/server-error";
import { useUpdateAdminProfile } from "../api/use-admin-profile";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-settings-page.module.css";

interface ProfileFields {
  name: string;
  username: string;
  email: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELD_ORDER = ["name", "username", "email"] as const;
/** Like the user's profile (SPEC §9), a saved message shows for a few seconds. */
const SAVED_MESSAGE_MS = 4000;

function validate(fields: ProfileFields): Partial<ProfileFields> {
  const errors: Partial<ProfileFields> = {};
  if (!fields.name.trim()) errors.name = "Name is required";
  if (!fields.username.trim()) errors.username = "Username is required";
  if (!fields.email.trim()) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = "Invalid email format";
  return errors;
}

/** Profile Information: name, username and email, saved on the server (DESIGN §2). */
export function AdminProfileForm({ profile }: { profile: ProfileFields }) {
  const [fields, setFields] = useState<ProfileFields>({
    name: profile.name,
    username: profile.username,
    email: profile.email,
  });
  const [errors, setErrors] = useState<Partial<ProfileFields>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateAdminProfile();
  const redirecting = useAdminErrorRedirect(save.error);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const set = (field: keyof ProfileFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const unchanged =
    fields.name.trim() === profile.name &&
    fields.username.trim() === profile.username &&
    fields.email.trim() === profile.email;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(null);
    const found = validate(fields);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      save.reset();
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const trimmed = { name: fields.name.trim(), username: fields.username.trim(), email: fields.email.trim() };
    save.mutate(trimmed, {
      onSuccess: (result) => {
        setFields({ name: result.admin.name, username: result.admin.username, email: result.admin.email });
        setSaved(result.message);
      },
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={100}
        value={fields.name}
        onChange={(event) => set("name", event.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={50}
        value={fields.username}
        onChange={(event) => set("username", event.target.value)}
        error={errors.username}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={fields.email}
        onChange={(event) => set("email", event.target.value)}
        error={errors.email}
        required
      />
      {saved && <Alert tone="success">{saved}</Alert>}
      {save.isError && !redirecting && (
        <ServerError
          error={save.error}
          fallback={ADMIN_TEXT.updateProfileFailed}
          listTitle={ADMIN_TEXT.validationIssues}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending} disabled={unchanged && !save.isPending}>
          {save.isPending ? "Saving..." : "Update Profile"}
        </Button>
      </div>
    </form>
  );
}
