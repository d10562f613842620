import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { modelInput, modelUpdateInput } from "#shared/admin";
import { DEFAULT_MODEL_CREDITS } from "#shared/allowance";
import { suggestedFallbacks } from "#shared/catalog";
import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { TextAreaField, TextField } from "../../../components/form-field";
import { CheckProblems, ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import type { RouterOutputs } from "../../../lib/trpc";
import { type Validation, validate } from "../../../lib/validate";
import { useCreateModel, useUpdateModel } from "../api/use-admin-models";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { splitCapabilities } from "../utils/model-form";
import { roleLabel } from "../utils/roles";
import styles from "./admin-models-page.module.css";
import { ModelFallbackFields } from "./model-fallback-fields";
import { ModelHindiFields } from "./model-hindi-fields";
import { type ModelSwitch, ModelSwitches } from "./model-switches";
import { RoleSelectField } from "./role-select-field";

/** A model of admin.models.list, as the client receives it. */
export type AdminModel = RouterOutputs["admin"]["models"]["list"][number];

/** What the dialog edits: a new model of a tier, or an existing one. */
export type ModelFormTarget = { mode: "add"; tier: Role } | { mode: "edit"; model: AdminModel };

interface ModelFormDialogProps {
  target: ModelFormTarget | null;
  /** The catalogue, to pick fallbacks from. */
  models: readonly AdminModel[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The form's fields that are typed text (all but the tier, the switches and the fallbacks). */
type ModelTextField = Exclude<keyof ModelForm, "tier" | "fallbacks" | ModelSwitch>;

interface ModelForm extends Record<ModelSwitch, boolean> {
  modelId: string;
  name: string;
  description: string;
  provider: string;
  capabilities: string;
  performance: string;
  context: string;
  category: string;
  /** The Hindi beside the English (docs/product/languages.md); empty shows the English. */
  descriptionHi: string;
  capabilitiesHi: string;
  performanceHi: string;
  categoryHi: string;
  tier: Role;
  credits: string;
  /** US dollars per million tokens, as typed. */
  inputPrice: string;
  outputPrice: string;
  /** The fallbacks in order, "" for an empty place (issue #34). */
  fallbacks: string[];
}

function formOf(target: ModelFormTarget | null, models: readonly AdminModel[]): ModelForm {
  if (target?.mode === "edit") {
    const { model } = target;
    return {
      modelId: model.modelId,
      name: model.name,
      description: model.description,
      provider: model.provider,
      capabilities: model.capabilities.join(", "),
      performance: model.performance,
      context: model.context,
      category: model.category,
      descriptionHi: model.descriptionHi,
      capabilitiesHi: model.capabilitiesHi.join(", "),
      performanceHi: model.performanceHi,
      categoryHi: model.categoryHi,
      tier: parseRole(model.tier),
      credits: String(model.credits),
      inputPrice: String(model.inputPriceMicroUsd / 1_000_000),
      outputPrice: String(model.outputPriceMicroUsd / 1_000_000),
      vision: model.vision,
      webSearch: model.webSearch,
      fallbacks: model.fallbacks,
    };
  }
  return {
    modelId: "",
    name: "",
    description: "",
    provider: "",
    capabilities: "",
    performance: "",
    context: "",
    category: "",
    descriptionHi: "",
    capabilitiesHi: "",
    performanceHi: "",
    categoryHi: "",
    tier: target?.tier ?? "starter",
    credits: String(DEFAULT_MODEL_CREDITS[target?.tier ?? "starter"]),
    // A new model starts with the fallbacks the server would give it: others of its tier, then lower ones.
    fallbacks: suggestedFallbacks(
      { modelId: "", tier: target?.tier ?? "starter", credits: DEFAULT_MODEL_CREDITS[target?.tier ?? "starter"] },
      models,
    ),
    inputPrice: "0",
    outputPrice: "0",
    vision: false,
    webSearch: true,
  };
}

/**
 * Examples in the fields. They show what the field holds (an identifier, or the model's texts in
 * English), not the screen's language, so they are the same whichever language the admin reads.
 */
const EXAMPLE = {
  modelId: "openai/gpt-oss-20b:free",
  provider: "OpenAI",
  capabilities: "Reasoning, Coding, Math",
  performance: "Fast, Balanced, High...",
  context: "32K",
  category: "General",
} as const;

/** Dollars as typed to whole millionths (the schema refuses what is not a number). */
function microDollars(dollars: string): number | string | undefined {
  const text = dollars.trim();
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 1_000_000) : text;
}

/**
 * The add/edit model form (docs/product/screens.md "Admin models"), in a dialog. Edits
 * persist and a new tier moves the model (docs/product.md#changes-from-the-original-specification). The Model ID is the
 * provider's identifier the chat calls (e.g. openai/gpt-oss-20b:free).
 */
export function ModelFormDialog({ target, models, onClose, onSaved }: ModelFormDialogProps) {
  const { t } = useT();
  const [form, setForm] = useState<ModelForm>(() => formOf(target, models));
  // Read when the dialog opens: the catalogue refetching while it is open must not undo what the admin typed.
  const catalogue = useRef(models);
  catalogue.current = models;
  /** What the schema found in the values when last submitted: nothing was sent. */
  const [problems, setProblems] = useState<readonly string[]>([]);
  const formId = useId();
  const create = useCreateModel();
  const update = useUpdateModel();
  const mutation = target?.mode === "edit" ? update : create;
  const redirecting = useAdminErrorRedirect(mutation.error);
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  const errorRef = useRef<HTMLDivElement>(null);

  // The objections show under the form: bring them into view in the scrolling dialog body.
  useEffect(() => {
    if (mutation.error || problems.length > 0)
      errorRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [mutation.error, problems]);

  // Every opening starts from the chosen model (or an empty form of the chosen tier); Cancel clears it (docs/product/data.md#states-and-transitions).
  useEffect(() => {
    setForm(formOf(target, catalogue.current));
    setProblems([]);
    resetCreate();
    resetUpdate();
  }, [target, resetCreate, resetUpdate]);

  const set = <K extends keyof ModelForm>(field: K, value: ModelForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  /** A text field's name, value and change handler, bound to the form. */
  const bind = (field: ModelTextField) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || create.isPending || update.isPending) return;
    const fields = {
      modelId: form.modelId.trim(),
      name: form.name.trim(),
      description: form.description.trim(),
      provider: form.provider.trim(),
      capabilities: splitCapabilities(form.capabilities),
      performance: form.performance.trim(),
      context: form.context.trim(),
      category: form.category.trim(),
      descriptionHi: form.descriptionHi.trim(),
      capabilitiesHi: splitCapabilities(form.capabilitiesHi),
      performanceHi: form.performanceHi.trim(),
      categoryHi: form.categoryHi.trim(),
      tier: form.tier,
      // The schema reads the number and says what is wrong with it.
      credits: form.credits.trim() || undefined,
      inputPriceMicroUsd: microDollars(form.inputPrice),
      outputPriceMicroUsd: microDollars(form.outputPrice),
      vision: form.vision,
      webSearch: form.webSearch,
      fallbacks: form.fallbacks.filter(Boolean),
    };
    /** Nothing is sent while the schema finds a problem; its messages show as the server's would. */
    const report = (checked: Validation<unknown>) => {
      setProblems(checked.ok ? [] : checked.messages);
      if (!checked.ok) mutation.reset();
    };
    if (target.mode === "edit") {
      const checked = validate(modelUpdateInput, { id: target.model.id, ...fields });
      report(checked);
      if (checked.ok)
        update.mutate(checked.data, {
          onSuccess: (model) => onSaved(t("admin.modelForm.saved", { name: model.name })),
        });
    } else {
      const checked = validate(modelInput, fields);
      report(checked);
      if (checked.ok)
        create.mutate(checked.data, {
          onSuccess: (model) => onSaved(t("admin.modelForm.added", { name: model.name, tier: roleLabel(model.tier) })),
        });
    }
  };

  const editing = target?.mode === "edit";
  const busy = mutation.isPending;
  const title =
    target?.mode === "edit"
      ? t("admin.common.editNamed", { name: target.model.name })
      : t("admin.models.add", { tier: roleLabel(target?.tier ?? "starter") });

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={title}
      description={editing ? t("admin.modelForm.descriptionEdit") : t("admin.modelForm.descriptionAdd")}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={busy} />
          <Button type="submit" form={formId} busy={busy}>
            {editing
              ? busy
                ? t("admin.common.saving")
                : t("admin.common.saveChanges")
              : busy
                ? t("admin.modelForm.adding")
                : t("admin.modelForm.submitAdd")}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.formGrid}>
          <TextField label={t("admin.fields.name")} {...bind("name")} autoComplete="off" required />
          <TextField
            label={t("admin.modelForm.modelId")}
            {...bind("modelId")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={EXAMPLE.modelId}
            hint={t("admin.modelForm.modelIdHint")}
            inputClassName={styles.monoInput}
            required
          />
        </div>
        <TextAreaField label={t("admin.modelForm.description")} {...bind("description")} rows={3} required />
        <div className={styles.formGrid}>
          <TextField
            label={t("admin.modelForm.provider")}
            {...bind("provider")}
            autoComplete="off"
            placeholder={EXAMPLE.provider}
            required
          />
          <TextField
            label={t("admin.modelForm.capabilities")}
            {...bind("capabilities")}
            autoComplete="off"
            placeholder={EXAMPLE.capabilities}
            hint={t("admin.modelForm.commaSeparated")}
          />
          <TextField
            label={t("admin.modelForm.performance")}
            {...bind("performance")}
            autoComplete="off"
            placeholder={EXAMPLE.performance}
            required
          />
          <TextField
            label={t("admin.modelForm.context")}
            {...bind("context")}
            autoComplete="off"
            placeholder={EXAMPLE.context}
            required
          />
          <TextField
            label={t("admin.modelForm.category")}
            {...bind("category")}
            autoComplete="off"
            placeholder={EXAMPLE.category}
            required
          />
          <RoleSelectField
            label={t("admin.modelForm.tier")}
            name="tier"
            value={form.tier}
            onChange={(tier) => set("tier", tier)}
          />
          <TextField
            label={t("admin.modelForm.credits")}
            {...bind("credits")}
            inputMode="numeric"
            autoComplete="off"
            hint={t("admin.modelForm.creditsHint")}
            required
          />
          <TextField
            label={t("admin.modelForm.inputPrice")}
            {...bind("inputPrice")}
            inputMode="decimal"
            autoComplete="off"
            hint={t("admin.modelForm.inputPriceHint")}
          />
          <TextField
            label={t("admin.modelForm.outputPrice")}
            {...bind("outputPrice")}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <ModelSwitches values={form} onChange={set} />
        <ModelFallbackFields
          models={models}
          selfId={editing ? target.model.modelId : ""}
          values={form.fallbacks}
          onChange={(fallbacks) => set("fallbacks", fallbacks)}
        />
        <ModelHindiFields bind={bind} />
        <div ref={errorRef} className={styles.formErrors}>
          <CheckProblems messages={problems} listTitle={t("admin.common.validationIssues")} />
          {mutation.isError && !redirecting && (
            <ServerError
              error={mutation.error}
              fallback={t("admin.modelForm.failed")}
              listTitle={t("admin.common.validationIssues")}
            />
          )}
        </div>
      </form>
    </Dialog>
  );
}
