import { type FormEvent, useState } from "react";
import { grantCreditsInput } from "#shared/usage";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import { CheckProblems, ServerError } from "../../../components/server-error";
import { ApiKeyUsageTable, ModelUsageTable } from "../../../components/usage-tables";
import { formatCount } from "../../../lib/format-number";
import { validate } from "../../../lib/validate";
import { useGrantCredits, useUserUsage } from "../api/use-admin-usage";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-settings-page.module.css";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

const sum = (days: readonly { messages: number; apiMessages: number }[], key: "messages" | "apiMessages") =>
  days.reduce((total, day) => total + day[key], 0);

const replies = (count: number) => `${formatCount(count)} ${count === 1 ? "reply" : "replies"}`;

/** A user's credits today and last 30 days, and extra credits an admin can grant (audited). */
export function UserUsagePanel({ userId }: { userId: string }) {
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
    <Panel title="Usage" description="Credits today and replies over the last 30 days (IST).">
      <QueryView query={usage} loading="Loading usage...">
        {(data) => (
          <div className={styles.form}>
            <p>
              <strong>{formatCount(data.today.remaining)}</strong> of {formatCount(data.today.limit)} credits left today
              ({formatCount(data.today.used)} used
              {data.bonusCredits ? `; ${formatCount(data.bonusCredits)} a day are a standing bonus` : ""}),{" "}
              {replies(sum(data.days, "messages"))} in 30 days, {formatCount(sum(data.days, "apiMessages"))} of them
              through the API.
            </p>
            <ModelUsageTable caption="Usage by model, last 30 days" rows={data.models} />
            {data.apiKeys.length ? (
              <ApiKeyUsageTable caption="API use by key, last 30 days" rows={data.apiKeys} />
            ) : null}
            <form className={styles.grantForm} onSubmit={onGrant} noValidate>
              <TextField
                label="Extra credits"
                name="credits"
                inputMode="numeric"
                value={credits}
                onChange={(event) => setCredits(event.target.value)}
              />
              <label className={styles.grantChoice}>
                <input type="checkbox" checked={standing} onChange={(event) => setStanding(event.target.checked)} />
                Every day, not only today
              </label>
              <Button type="submit" busy={grant.isPending}>
                Grant credits
              </Button>
            </form>
            {grant.isSuccess && <Alert tone="success">{grant.data.message}</Alert>}
            <CheckProblems messages={problems} listTitle={ADMIN_TEXT.validationIssues} />
            {grant.isError && (
              <ServerError
                error={grant.error}
                fallback="Failed to grant the credits."
                listTitle={ADMIN_TEXT.validationIssues}
              />
            )}
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
