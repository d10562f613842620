import { type FormEvent, useEffect, useId, useState } from "react";
import { type CustomInstructions, customInstructionsInput, INSTRUCTIONS_MAX_LENGTH } from "#shared/instructions";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { TextAreaField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { SparklesIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { ServerError } from "../../../components/server-error";
import { LoadingState } from "../../../components/spinner";
import { useT } from "../../../lib/i18n/use-t";
import { type FieldErrors, validate } from "../../../lib/validate";
import { useInstructions, useSaveInstructions } from "../api/use-instructions";
import styles from "./instructions-panel.module.css";
import page from "./profile-page.module.css";

/** docs/product/rules.md#business-constants-and-limits: a profile save's success message shows for 3 seconds. */
const SAVED_MESSAGE_MS = 3000;

/** The two texts' catalogue keys (written out, so the catalogues' check sees them used). */
const TEXTS = {
  about: { label: "profile.instructions.about", hint: "profile.instructions.aboutHint" },
  style: { label: "profile.instructions.style", hint: "profile.instructions.styleHint" },
} as const;

/** The profile's "Instructions" tab (issue #33, docs/product/instructions.md): what every chat turn tells the model first. */
export function InstructionsPanel() {
  const { t } = useT();
  const instructions = useInstructions();
  if (instructions.data) return <InstructionsForm saved={instructions.data} />;
  if (instructions.isError) return <LoadFailed title={t("profile.instructions.loadFailed")} query={instructions} />;
  return <LoadingState message={t("profile.instructions.loading")} />;
}

function InstructionsForm({ saved }: { saved: CustomInstructions }) {
  const { t } = useT();
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveInstructions();
  const formId = useId();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const set = (field: keyof CustomInstructions, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDone(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    // The schema the server checks with: the same limits and the same messages, in the reader's language.
    const checked = validate(customInstructionsInput, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(checked.data, {
      onSuccess: (result) => {
        setValues(result.instructions);
        setDone(t("profile.instructions.saved"));
      },
    });
  };

  /** One of the two texts, its example under it and the count that follows the typing. */
  const text = (field: "about" | "style") => (
    <>
      <TextAreaField
        label={t(TEXTS[field].label)}
        hint={t(TEXTS[field].hint)}
        name={field}
        value={values[field]}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        onChange={(event) => set(field, event.target.value)}
        error={errors[field]}
        rows={5}
      />
      <p className={`${styles.count} ${values[field].length > INSTRUCTIONS_MAX_LENGTH ? styles.over : ""}`}>
        {t("profile.instructions.count", { count: values[field].length, max: INSTRUCTIONS_MAX_LENGTH })}
      </p>
    </>
  );

  return (
    <Card as="section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={page.cardTitle}>
        <SparklesIcon size={20} />
        {t("profile.instructions.title")}
      </h2>
      <p className={page.note}>{t("profile.instructions.intro")}</p>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {text("about")}
        {text("style")}
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            role="switch"
            name="enabled"
            checked={values.enabled}
            aria-checked={values.enabled}
            onChange={(event) => set("enabled", event.target.checked)}
          />
          {t("profile.instructions.enabled")}
        </label>
        <p className={page.note}>
          {values.enabled ? t("profile.instructions.onNote") : t("profile.instructions.offNote")}
        </p>
        <div className={styles.row}>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t("profile.instructions.saving") : t("profile.instructions.save")}
          </Button>
        </div>
        {done && <Alert tone="success">{done}</Alert>}
        {errors.form && <Alert tone="danger">{errors.form}</Alert>}
        {save.isError && (
          <ServerError
            error={save.error}
            fallback={t("profile.instructions.failed")}
            listTitle={t("profile.instructions.issues")}
          />
        )}
      </form>
    </Card>
  );
}
