import { type FormEvent, useState } from "react";
import { ROLE_LABEL, ROLES, type Role } from "../../../../shared/roles";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import { ServerError } from "../../../components/server-error";
import { useUpdateUsageSettings } from "../api/use-admin-usage";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-settings-page.module.css";

interface UsageSettings {
  dailyCredits: Record<Role, number>;
  concurrentReplies: Record<Role, number>;
  inrPaisePerUsd: number;
}

type Draft = Record<`${"daily" | "concurrent"}-${Role}` | "rate", string>;

function draftOf(settings: UsageSettings): Draft {
  const draft = { rate: (settings.inrPaisePerUsd / 100).toFixed(2) } as Draft;
  for (const role of ROLES) {
    draft[`daily-${role}`] = String(settings.dailyCredits[role]);
    draft[`concurrent-${role}`] = String(settings.concurrentReplies[role]);
  }
  return draft;
}

/** Plans' daily credits and replies at once, and the dollar rate costs are shown at: checked and saved by the server. */
export function UsageSettingsForm({ settings }: { settings: UsageSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const save = useUpdateUsageSettings();
  const redirecting = useAdminErrorRedirect(save.error);
  const field = (key: keyof Draft) => ({
    name: key,
    value: draft[key],
    inputMode: "decimal" as const,
    autoComplete: "off",
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setDraft((current) => ({ ...current, [key]: event.target.value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const perPlan = (kind: "daily" | "concurrent") =>
      Object.fromEntries(ROLES.map((role) => [role, draft[`${kind}-${role}`].trim()])) as Record<Role, string>;
    save.mutate(
      {
        dailyCredits: perPlan("daily"),
        concurrentReplies: perPlan("concurrent"),
        // Rupees as typed; the server keeps whole paise.
        inrPaisePerUsd: Math.round(Number(draft.rate) * 100),
      },
      {
        onSuccess: (result) => {
          setDraft(draftOf(result));
          setSaved(true);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.usageGrid}>
        {ROLES.map((role) => (
          <fieldset key={role} className={styles.usagePlan}>
            <legend>{ROLE_LABEL[role]}</legend>
            <TextField label="Credits a day" {...field(`daily-${role}`)} />
            <TextField label="Replies at once" {...field(`concurrent-${role}`)} />
          </fieldset>
        ))}
      </div>
      <TextField label="Rupees per US dollar (AI costs)" {...field("rate")} hint="For the Usage & costs report" />
      {saved && <Alert tone="success">Plans and limits saved. They apply to every turn from now on.</Alert>}
      {save.isError && !redirecting && (
        <ServerError
          error={save.error}
          fallback="Failed to save the plans and limits."
          listTitle={ADMIN_TEXT.validationIssues}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save plans and limits"}
        </Button>
      </div>
    </form>
  );
}
