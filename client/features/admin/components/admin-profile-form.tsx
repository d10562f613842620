import { type FormEvent, useEffect, useRef, useState } from "react";
import { adminProfileInput } from "#shared/admin";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { type FieldErrors, focusFirstInvalid, validate } from "../../../lib/validate";
import { useUpdateAdminProfile } from "../api/use-admin-profile";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { AccountFields, type AccountFieldValues as Fields } from "./account-fields";
import styles from "./admin-settings-page.module.css";

/** Like the user's profile (docs/product/rules.md#business-constants-and-limits), a saved message shows for a few seconds. */
const SAVED_MESSAGE_MS = 4000;

/** Profile Information: name, username and email, saved on the server (docs/product.md#changes-from-the-original-specification). */
export function AdminProfileForm({ profile }: { profile: Fields }) {
  const { t } = useT();
  const [fields, setFields] = useState<Fields>({
    name: profile.name,
    username: profile.username,
    email: profile.email,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateAdminProfile();
  const redirecting = useAdminErrorRedirect(save.error);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const set = (field: keyof Fields, value: string) => {
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
    const checked = validate(adminProfileInput, fields);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      focusFirstInvalid(formRef.current, checked.errors);
      save.reset();
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (result) => {
        setFields({ name: result.admin.name, username: result.admin.username, email: result.admin.email });
        setSaved(result.message);
      },
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <AccountFields values={fields} errors={errors} onChange={set} own />
      {saved && <Alert tone="success">{saved}</Alert>}
      {save.isError && !redirecting && (
        <ServerError
          error={save.error}
          fallback={t("admin.settings.profileFailed")}
          listTitle={t("admin.common.validationIssues")}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending} disabled={unchanged && !save.isPending}>
          {save.isPending ? t("admin.common.saving") : t("admin.settings.updateProfile")}
        </Button>
      </div>
    </form>
  );
}
