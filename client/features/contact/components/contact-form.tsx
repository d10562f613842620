import { type FormEvent, useId, useRef } from "react";
import type { ContactInput } from "#shared/contact";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { TextAreaField, TextField } from "../../../components/form-field";
import { useFormFields } from "../../../hooks/use-form-fields";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { focusFirstInvalid, lazySchema, serverFieldErrors, validate } from "../../../lib/validate";
import { useSubmitContact } from "../api/use-submit-contact";
import styles from "./contact-form.module.css";

// The shared schema arrives on demand: zod (~24 KB gzip) must not weigh on the page's first load (docs/architecture.md#performance-budgets).
const contactSchema = lazySchema(() => import("#shared/contact").then((schemas) => schemas.contactInputSchema));

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "", website: "" };

export function ContactForm() {
  const { t } = useT();
  const { values, setValues, setErrors: setFieldErrors, onChange, field } = useFormFields(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const websiteId = useId();
  const submit = useSubmitContact();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    // The browser's `required` catches empty fields; the shared schema also catches blank-only text and lengths.
    const parsed = await validate(contactSchema, values);
    if (!parsed.ok) {
      setFieldErrors(parsed.errors);
      focusFirstInvalid(formRef.current, parsed.errors);
      return;
    }
    setFieldErrors({});
    submit.mutate(parsed.data, {
      onSuccess: () => {
        // The spec's text, which the server also answers with, in the reader's language.
        window.alert(t("contact.form.sent"));
        setValues(EMPTY);
        submit.reset();
      },
      // A rule only the server knows (or a stale tab's schema) still lands beside its field.
      onError: (error) => {
        const errors = serverFieldErrors(error);
        setFieldErrors(errors);
        focusFirstInvalid(formRef.current, errors);
      },
    });
  };

  return (
    <Card>
      <h2 id="contact-form-title">{t("contact.form.title")}</h2>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} onFocus={contactSchema.prefetch}>
        <div className={styles.row}>
          <TextField label={t("contact.form.name")} autoComplete="name" required maxLength={100} {...field("name")} />
          <TextField
            label={t("contact.form.email")}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            {...field("email")}
          />
        </div>
        <TextField label={t("contact.form.subject")} required maxLength={200} {...field("subject")} />
        <TextAreaField label={t("contact.form.message")} required maxLength={5000} rows={6} {...field("message")} />
        {/* A honeypot for bots (shared/contact.ts): off-screen, out of the tab order and the accessibility tree,
            and autocomplete off. Not display:none, which bots know to skip. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={websiteId}>{t("contact.form.website")}</label>
          <input
            id={websiteId}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={onChange}
          />
        </div>
        {submit.isError && (
          <Alert tone="danger" title={t("contact.form.notSent")}>
            {errorMessage(submit.error, t("contact.form.unreachable"))}
          </Alert>
        )}
        <div className={styles.footer}>
          <p className={styles.note}>{t("contact.form.allRequired")}</p>
          <Button type="submit" busy={submit.isPending}>
            {submit.isPending ? t("contact.form.sending") : t("contact.form.send")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
