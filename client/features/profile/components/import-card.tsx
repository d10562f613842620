import { type FormEvent, useId, useRef, useState } from "react";
import { IMPORT_UPLOAD_MAX_BYTES, importActive, importFormInput } from "#shared/imports";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { SelectField } from "../../../components/form-field";
import { ArrowDownIcon, ChatBubbleIcon } from "../../../components/icons";
import { formatFileSize } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { type FieldErrors, validate } from "../../../lib/validate";
import { localizeServerMessage } from "../../../messages/server";
import { ImportRefused, useImportJob, useLatestImport, useProjectChoices, useStartImport } from "../api/use-imports";
import styles from "./import-card.module.css";
import { ImportStatus } from "./import-status";
import page from "./profile-page.module.css";

const MB = IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * "Import conversations" in the profile's Data tab (issue #33, docs/product/import.md): a zip and a project,
 * then the job's progress and its report. The newest import shows here after a reload too.
 */
export function ImportCard() {
  const { t } = useT();
  const titleId = useId();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [projectId, setProjectId] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shownId, setShownId] = useState<string | undefined>();
  const latest = useLatestImport();
  const projects = useProjectChoices();
  const start = useStartImport();
  const job = useImportJob(shownId ?? latest.data?.id);
  const working = start.isPending || (job.data !== undefined && importActive(job.data.status));

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors({});
    start.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    const checked = validate(importFormInput, {
      file: file ? { name: file.name, size: file.size } : null,
      projectId: projectId || undefined,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || !file) {
      input.current?.focus();
      return;
    }
    start.mutate(
      { file, ...(checked.data.projectId ? { projectId: checked.data.projectId } : {}) },
      {
        onSuccess: (started) => {
          setShownId(started.id);
          choose(null);
          if (input.current) input.current.value = "";
        },
      },
    );
  };

  const refusal =
    start.error instanceof ImportRefused && start.error.message
      ? localizeServerMessage(start.error.code, undefined, start.error.message)
      : t("profile.import.failed");

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={page.cardTitle}>
        <ChatBubbleIcon size={20} />
        {t("profile.import.title")}
      </h2>
      <p>{t("profile.import.intro")}</p>
      <ul className={styles.sources}>
        <li>
          <strong>{t("profile.import.chatgpt")}</strong>
          <span>{t("profile.import.chatgptHow")}</span>
        </li>
        <li>
          <strong>{t("profile.import.nexgen")}</strong>
          <span>{t("profile.import.nexgenHow")}</span>
        </li>
      </ul>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.fields}>
          <div className={styles.field}>
            <span className={styles.label} id={`${fileId}-label`}>
              {t("profile.import.file")}
            </span>
            <label className={`${styles.picker} ${errors.file ? styles.invalid : ""}`} htmlFor={fileId}>
              <ArrowDownIcon size={18} className={styles.pickerIcon} />
              <span className={styles.pickerText}>{file ? file.name : t("profile.import.choose")}</span>
              <span className={styles.pickerHint}>
                {file ? formatFileSize(file.size) : t("profile.import.limit", { mb: MB })}
              </span>
            </label>
            <input
              ref={input}
              id={fileId}
              name="file"
              type="file"
              accept=".zip,application/zip,application/x-zip-compressed"
              className={styles.fileInput}
              aria-labelledby={`${fileId}-label`}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `${fileId}-error` : undefined}
              disabled={working}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            {errors.file && (
              <p id={`${fileId}-error`} className={styles.error}>
                {errors.file}
              </p>
            )}
          </div>
          <SelectField
            label={t("profile.import.project")}
            hint={t("profile.import.projectHint")}
            name="projectId"
            value={projectId}
            disabled={working}
            onChange={(event) => setProjectId(event.target.value)}
            className={styles.field}
          >
            <option value="">{t("profile.import.noProject")}</option>
            {(projects.data ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.emoji ? `${project.emoji} ${project.name}` : project.name}
              </option>
            ))}
          </SelectField>
        </div>
        <p className={page.note}>{t("profile.import.note")}</p>
        <div className={styles.row}>
          <Button type="submit" busy={start.isPending} disabled={working} className={styles.action}>
            {start.isPending ? t("profile.import.uploading") : t("profile.import.button")}
          </Button>
        </div>
        {start.isError && <Alert tone="danger">{refusal}</Alert>}
      </form>
      {job.data && <ImportStatus job={job.data} />}
    </Card>
  );
}
