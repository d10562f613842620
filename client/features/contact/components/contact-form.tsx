import { type FormEvent, useId, useRef } from "react";
import type { ContactInput } from "#shared/contact";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { TextAreaField, TextField } from "../../../components/form-field";
import { useFormFields } from "../../../hooks/use-form-fields";
import { errorMessage } from "../../../lib/errors";
import { focusFirstInvalid, lazySchema, serverFieldErrors, validate } from "../../../lib/validate";
import { useSubmitContact } from "../api/use-submit-contact";
import styles from "./contact-form.module.css";

// The shared schema arrives on demand: zod (~24 KB gzip) must not weigh on the page's first load (docs/architecture.md#performance-budgets).
const contactSchema = lazySchema(() => import("#shared/contact").then((schemas) => schemas.contactInputSchema));

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "", website: "" };

export function ContactForm() {
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
      onSuccess: (result) => {
        // The server sends the spec's text: 'Thank you for your message! We will get back to you soon.'
        window.alert(result.message);
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
      <h2 id="contact-form-title">Send us a message</h2>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} onFocus={contactSchema.prefetch}>
        <div className={styles.row}>
          <TextField label="Name" autoComplete="name" required maxLength={100} {...field("name")} />
          <TextField label="Email" type="email" autoComplete="email" required maxLength={254} {...field("email")} />
        </div>
        <TextField label="Subject" required maxLength={200} {...field("subject")} />
        <TextAreaField label="Message" required maxLength={5000} rows={6} {...field("message")} />
        {/* A honeypot for bots (shared/contact.ts): off-screen, out of the tab order and the accessibility tree,
            and autocomplete off. Not display:none, which bots know to skip. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={websiteId}>Website</label>
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
          <Alert tone="danger" title="Your message was not sent">
            {errorMessage(submit.error, "We could not reach the server. Please check your connection and try again.")}
          </Alert>
        )}
        <div className={styles.footer}>
          <p className={styles.note}>All fields are required.</p>
          <Button type="submit" busy={submit.isPending}>
            {submit.isPending ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
