import { type FormEvent, useState } from "react";
import { grantCreditsInput } from "#shared/usage";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import { CheckProblems, ServerError } from "../../../components/server-error";
import { ApiKeyUsageTable, ModelUsageTable } from "../../../components/usage-tables";
import { formatCount } from "../../../lib/format-number";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { validate } from "../../../lib/validate";
import { useGrantCredits, useUserUsage } from "../api/use-admin-usage";
import styles from "./admin-settings-page.module.css";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

const sum = (days: readonly { messages: number; apiMessages: number }[], key: "messages" | "apiMessages") =>
  days.reduce((total, day) => total + day[key], 0);

/** A user's credits today and last 30 days, and extra credits an admin can grant (audited). */
export function UserUsagePanel({ userId }: { userId: string }) {
  const { t } = useT();
  const usage = useUserUsage(userId);
  const grant = useGrantCredits();
  const [credits, setCredits] = useState("10");
  const [standing, setStanding] = useState(false);
  const [problems, setProblems] = useState<readonly string[]>([]);

  const onGrant = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (grant.isPending) return;
    const checked = validate(grantCreditsInput, { userId, credits: credits.trim(), standing });
    setProblems(checked.ok ? [] : checked.messages);
    if (checked.ok) grant.mutate(checked.data);
    else grant.reset();
  };

  return (
    <Panel title={t("admin.userUsage.title")} description={t("admin.userUsage.description")}>
      <QueryView query={usage} loading={t("admin.common.loadingUsage")}>
        {(data) => (
          <div className={styles.form}>
            <p>
              <Trans
                id={data.bonusCredits ? "admin.userUsage.summaryWithBonus" : "admin.userUsage.summary"}
                values={{
                  left: formatCount(data.today.remaining),
                  limit: formatCount(data.today.limit),
                  used: formatCount(data.today.used),
                  bonus: formatCount(data.bonusCredits ?? 0),
                  count: sum(data.days, "messages"),
                  replies: formatCount(sum(data.days, "messages")),
                  api: formatCount(sum(data.days, "apiMessages")),
                }}
                components={{ 0: <strong /> }}
              />
            </p>
            <ModelUsageTable caption={t("admin.userUsage.modelsCaption")} rows={data.models} />
            {data.apiKeys.length ? (
              <ApiKeyUsageTable caption={t("admin.userUsage.apiKeysCaption")} rows={data.apiKeys} />
            ) : null}
            <form className={styles.grantForm} onSubmit={onGrant} noValidate>
              <TextField
                label={t("admin.userUsage.extraCredits")}
                name="credits"
                inputMode="numeric"
                value={credits}
                onChange={(event) => setCredits(event.target.value)}
              />
              <label className={styles.grantChoice}>
                <input type="checkbox" checked={standing} onChange={(event) => setStanding(event.target.checked)} />
                {t("admin.userUsage.everyDay")}
              </label>
              <Button type="submit" busy={grant.isPending}>
                {t("admin.userUsage.grant")}
              </Button>
            </form>
            {grant.isSuccess && <Alert tone="success">{grant.data.message}</Alert>}
            <CheckProblems messages={problems} listTitle={t("admin.common.validationIssues")} />
            {grant.isError && (
              <ServerError
                error={grant.error}
                fallback={t("admin.userUsage.grantFailed")}
                listTitle={t("admin.common.validationIssues")}
              />
            )}
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
