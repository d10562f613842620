import type { FormEvent } from "react";
import { ROLE_LABEL, ROLES, type Role } from "#shared/roles";
import { type UsageSettings, usageSettingsSchema } from "#shared/usage";
import { TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import { validate } from "../../../lib/validate";
import { useUpdateUsageSettings } from "../api/use-admin-usage";
import { useSettingsDraft } from "../hooks/use-settings-draft";
import styles from "./admin-settings-page.module.css";
import { SettingsFormFooter } from "./settings-form-footer";

type PlanField = "daily" | "concurrent" | "files" | "storage" | "searches" | "projects";
type Draft = Record<`${PlanField}-${Role}` | "rate", string>;

function draftOf(settings: UsageSettings): Draft {
  const draft = { rate: (settings.inrPaisePerUsd / 100).toFixed(2) } as Draft;
  for (const role of ROLES) {
    draft[`daily-${role}`] = String(settings.dailyCredits[role]);
    draft[`concurrent-${role}`] = String(settings.concurrentReplies[role]);
    draft[`files-${role}`] = String(settings.filesPerDay[role]);
    draft[`storage-${role}`] = String(settings.storageMb[role]);
    draft[`searches-${role}`] = String(settings.searchesPerDay[role]);
    // An empty field is no limit (shared/usage.ts).
    draft[`projects-${role}`] = settings.projects[role] === null ? "" : String(settings.projects[role]);
  }
  return draft;
}

/** Plans' daily credits, replies at once, files a day, storage, web searches a day and projects, and the dollar rate costs are shown at: checked with the server's schema, then saved. */
export function UsageSettingsForm({ settings }: { settings: UsageSettings }) {
  const { t } = useT();
  const { draft, saved, problems, setProblems, field, savedAs } = useSettingsDraft(settings, draftOf);
  const save = useUpdateUsageSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const perPlan = (kind: PlanField) =>
      Object.fromEntries(ROLES.map((role) => [role, draft[`${kind}-${role}`].trim()])) as Record<Role, string>;
    const checked = validate(usageSettingsSchema, {
      dailyCredits: perPlan("daily"),
      concurrentReplies: perPlan("concurrent"),
      filesPerDay: perPlan("files"),
      storageMb: perPlan("storage"),
      searchesPerDay: perPlan("searches"),
      projects: perPlan("projects"),
      // Rupees as typed; the server keeps whole paise.
      inrPaisePerUsd: Math.round(Number(draft.rate) * 100),
    });
    setProblems(checked.ok ? [] : checked.messages);
    if (checked.ok) save.mutate(checked.data, { onSuccess: savedAs });
    else save.reset();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.usageGrid}>
        {ROLES.map((role) => (
          <fieldset key={role} className={styles.usagePlan}>
            <legend>{ROLE_LABEL[role]}</legend>
            <TextField label={t("admin.limits.daily")} {...field(`daily-${role}`)} inputMode="decimal" />
            <TextField label={t("admin.limits.concurrent")} {...field(`concurrent-${role}`)} inputMode="decimal" />
            <TextField label={t("admin.limits.files")} {...field(`files-${role}`)} inputMode="decimal" />
            <TextField label={t("admin.limits.storage")} {...field(`storage-${role}`)} inputMode="decimal" />
            <TextField label={t("admin.limits.searches")} {...field(`searches-${role}`)} inputMode="decimal" />
            <TextField
              label={t("admin.limits.projects")}
              {...field(`projects-${role}`)}
              inputMode="decimal"
              hint={t("admin.limits.projectsHint")}
            />
          </fieldset>
        ))}
      </div>
      <TextField
        label={t("admin.limits.rate")}
        {...field("rate")}
        inputMode="decimal"
        hint={t("admin.limits.rateHint")}
      />
      <SettingsFormFooter
        save={save}
        saved={saved}
        problems={problems}
        savedMessage={t("admin.limits.saved")}
        failedMessage={t("admin.limits.failed")}
        submitLabel={t("admin.limits.submit")}
      />
    </form>
  );
}
