import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PROJECT_COLOURS, PROJECT_NAME_MAX_LENGTH, type ProjectColour } from "#shared/project-rules";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { TextAreaField, TextField } from "../../../components/form-field";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { type FieldErrors, focusFirstInvalid, lazySchema, serverFieldErrors, validate } from "../../../lib/validate";
import { type ProjectDetail, useCreateProject, useUpdateProject } from "../api/use-projects";
import type { ChatKey } from "../utils/messages";
import { ProjectFiles } from "./project-files";
import { ProjectManage } from "./project-manage";
import styles from "./projects.module.css";

// zod comes with the first project form, not with the chat (docs/architecture.md#performance-budgets).
const createSchema = lazySchema(() => import("#shared/projects").then((module) => module.projectCreateInput));
const updateSchema = lazySchema(() => import("#shared/projects").then((module) => module.projectUpdateInput));

interface Draft {
  name: string;
  emoji: string;
  colour: ProjectColour;
  instructions: string;
}

const EMPTY: Draft = { name: "", emoji: "", colour: "violet", instructions: "" };

interface ProjectFormDialogProps {
  open: boolean;
  /** The project to edit; none: a new one. */
  project: ProjectDetail | null;
  onClose: () => void;
  onCreated: (id: string) => void;
  onDelete: () => void;
}

/**
 * A new project, or a project's settings (issue #33, docs/product/screens.md#chat): name, emoji, colour and
 * instructions, checked with the server's schema; when editing, its reference files and archive or delete too.
 */
export function ProjectFormDialog({ open, project, onClose, onCreated, onDelete }: ProjectFormDialogProps) {
  const { t } = useT();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const create = useCreateProject();
  const update = useUpdateProject();
  const saving = project ? update : create;

  const resetCreate = create.reset;
  const resetUpdate = update.reset;
  // The project as saved now; a refetch (after a save, a file added) must not reset what is being typed.
  const latest = useRef(project);
  latest.current = project;
  const projectId = project?.id ?? null;
  // Each opening starts from what is saved.
  useEffect(() => {
    if (!open) return;
    const current = latest.current;
    setDraft(
      current && current.id === projectId
        ? { name: current.name, emoji: current.emoji, colour: current.colour, instructions: current.instructions }
        : EMPTY,
    );
    setErrors({});
    setSaved(false);
    resetCreate();
    resetUpdate();
    createSchema.prefetch();
  }, [open, projectId, resetCreate, resetUpdate]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setDraft((before) => ({ ...before, [name]: value }));
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isPending) return;
    const checked = project
      ? await validate(updateSchema, { id: project.id, ...draft })
      : await validate(createSchema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current, checked.errors);
      return;
    }
    setErrors({});
    const failed = (error: unknown) => setErrors(serverFieldErrors(error));
    if (project) update.mutate({ id: project.id, ...draft }, { onSuccess: () => setSaved(true), onError: failed });
    else create.mutate(draft, { onSuccess: (created) => onCreated(created.id), onError: failed });
  };

  const field = (name: "name" | "emoji" | "instructions") => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange,
  });

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!saving.isPending) onClose();
      }}
      title={t(project ? "chat.projects.editTitle" : "chat.projects.createTitle")}
      description={project ? undefined : t("chat.projects.createLead")}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={saving.isPending} />
          <Button type="submit" form={formId} busy={saving.isPending}>
            {t(project ? "chat.projects.save" : "chat.projects.create")}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t("chat.projects.name")}
          placeholder={t("chat.projects.namePlaceholder")}
          maxLength={PROJECT_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          {...field("name")}
        />
        <TextField
          label={t("chat.projects.emoji")}
          hint={t("chat.projects.emojiHint")}
          maxLength={16}
          autoComplete="off"
          inputClassName={styles.emojiInput}
          {...field("emoji")}
        />
        <fieldset className={styles.colours}>
          <legend>{t("chat.projects.colour")}</legend>
          {PROJECT_COLOURS.map((colour) => (
            <label key={colour} className={styles.swatch} data-colour={colour} title={t(colourKey(colour))}>
              <input
                type="radio"
                name="colour"
                value={colour}
                checked={draft.colour === colour}
                onChange={() => setDraft((before) => ({ ...before, colour }))}
                aria-label={t(colourKey(colour))}
              />
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t("chat.projects.instructions")}
          hint={t("chat.projects.instructionsHint")}
          placeholder={t("chat.projects.instructionsPlaceholder")}
          rows={5}
          {...field("instructions")}
        />
        {saving.isError && Object.keys(errors).length === 0 && (
          <Alert tone="danger">{errorMessage(saving.error, t("chat.projects.saveFailed"))}</Alert>
        )}
        {saved && <Alert tone="success">{t("chat.projects.saved")}</Alert>}
      </form>
      {project && <ProjectFiles project={project} />}
      {project && <ProjectManage project={project} onDelete={onDelete} />}
    </Dialog>
  );
}

/** Each colour's name, for its swatch's label and tooltip. */
const COLOUR_NAMES: Record<ProjectColour, ChatKey> = {
  slate: "chat.projects.colours.slate",
  blue: "chat.projects.colours.blue",
  green: "chat.projects.colours.green",
  amber: "chat.projects.colours.amber",
  red: "chat.projects.colours.red",
  violet: "chat.projects.colours.violet",
  pink: "chat.projects.colours.pink",
  teal: "chat.projects.colours.teal",
};
const colourKey = (colour: ProjectColour) => COLOUR_NAMES[colour];
