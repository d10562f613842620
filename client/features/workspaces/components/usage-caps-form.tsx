import { type ChangeEvent, type FormEvent, useState } from "react";
import { workspaceCapsInput } from "#shared/workspace-usage";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { TextField } from "../../../components/form-field";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { type FieldErrors, fieldBinder, localizeFieldErrors, serverFieldErrors, validate } from "../../../lib/validate";
import { useSetWorkspaceCaps, type WorkspaceUsage } from "../api/use-workspace-usage";
import styles from "./usage.module.css";

const asText = (cap: number | null) => (cap === null ? "" : String(cap));

/** Owners' and admins' caps: the members' daily cap and the workspace's monthly cap; empty is none. */
export function UsageCapsForm({ workspaceId, caps }: { workspaceId: string; caps: WorkspaceUsage["caps"] }) {
  const { t } = useT();
  const save = useSetWorkspaceCaps();
  const [values, setValues] = useState({
    memberDailyCap: asText(caps.memberDailyCap),
    monthlyCap: asText(caps.monthlyCap),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    save.reset();
  };
  const field = fieldBinder(values, localizeFieldErrors({ ...serverFieldErrors(save.error), ...errors }), onChange);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(workspaceCapsInput, { workspaceId, ...values });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.data);
  };

  return (
    <Card as="section" aria-labelledby="workspace-caps-title">
      <h2 id="workspace-caps-title" className={styles.cardTitle}>
        {t("workspaces.usage.caps.title")}
      </h2>
      <p className={styles.note}>{t("workspaces.usage.caps.intro")}</p>
      <form className={styles.capsForm} onSubmit={onSubmit} noValidate>
        <div className={styles.capsFields}>
          <TextField
            label={t("workspaces.usage.caps.memberDaily")}
            hint={t("workspaces.usage.caps.memberDailyHint")}
            inputMode="numeric"
            autoComplete="off"
            {...field("memberDailyCap")}
          />
          <TextField
            label={t("workspaces.usage.caps.monthly")}
            hint={t("workspaces.usage.caps.monthlyHint")}
            inputMode="numeric"
            autoComplete="off"
            {...field("monthlyCap")}
          />
        </div>
        {save.isSuccess ? <Alert tone="success">{t("workspaces.usage.caps.saved")}</Alert> : null}
        {save.isError && Object.keys(serverFieldErrors(save.error)).length === 0 ? (
          <ServerError
            error={save.error}
            fallback={t("workspaces.usage.caps.failed")}
            listTitle={t("workspaces.usage.caps.issues")}
          />
        ) : null}
        <div>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t("workspaces.usage.caps.saving") : t("workspaces.usage.caps.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
