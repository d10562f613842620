import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { CopyableText } from "../../../components/copyable-text";
import { TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { errorMessage, serverText } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { useSsoSettings, useSsoSettingsChanges } from "../api/use-sso";
import styles from "./sso-page.module.css";

/**
 * The provider's settings: the redirect URI to register there, issuer, client id, the secret (never shown back,
 * only that one is set), "Require single sign-on", and "Test connection" against the saved issuer.
 */
export function SsoProviderCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useT();
  const settings = useSsoSettings(workspaceId);
  const { save, test } = useSsoSettingsChanges(workspaceId);
  const [issuer, setIssuer] = useState("");
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const [required, setRequired] = useState(false);
  const loaded = settings.data;

  useEffect(() => {
    if (!loaded) return;
    setIssuer(loaded.issuer ?? "");
    setClientId(loaded.clientId ?? "");
    setRequired(loaded.required);
  }, [loaded]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    test.reset();
    save.mutate(
      { workspaceId, issuer, clientId, clientSecret: clientSecret || undefined, required },
      { onSuccess: () => setClientSecret("") },
    );
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="sso-provider-title">
      <h2 id="sso-provider-title" className={styles.cardTitle}>
        {t("workspaces.sso.provider.title")}
      </h2>
      <p className={styles.lead}>{t("workspaces.sso.provider.lead")}</p>
      {settings.isPending && <LoadingState message={t("workspaces.sso.provider.title")} />}
      {settings.isError && (
        <LoadFailed title={errorMessage(settings.error, t("workspaces.sso.loadFailed"))} query={settings} />
      )}
      {loaded && (
        <form className={styles.form} onSubmit={submit}>
          <CopyableText text={loaded.redirectUri} label={t("workspaces.sso.provider.redirectUri")} />
          <div className={styles.row}>
            <TextField
              label={t("workspaces.sso.provider.issuer")}
              name="issuer"
              type="url"
              value={issuer}
              onChange={(event) => setIssuer(event.target.value)}
              placeholder={t("workspaces.sso.provider.issuerPlaceholder")}
              autoComplete="off"
              required
            />
            <TextField
              label={t("workspaces.sso.provider.clientId")}
              name="clientId"
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              autoComplete="off"
              required
            />
          </div>
          <TextField
            label={t("workspaces.sso.provider.clientSecret")}
            name="clientSecret"
            type="password"
            value={clientSecret}
            onChange={(event) => setClientSecret(event.target.value)}
            hint={loaded.secretSet ? t("workspaces.sso.provider.secretSet") : undefined}
            autoComplete="new-password"
            required={!loaded.secretSet}
          />
          <label className={formStyles.checkbox} title={t("workspaces.sso.provider.requiredHint")}>
            <input
              type="checkbox"
              name="required"
              checked={required}
              onChange={(event) => setRequired(event.target.checked)}
            />
            {t("workspaces.sso.provider.required")}
          </label>
          <p className={styles.lead}>{t("workspaces.sso.provider.requiredHint")}</p>
          <div className={styles.actions}>
            <Button type="submit" busy={save.isPending}>
              {t("workspaces.sso.provider.save")}
            </Button>
            <Button
              type="button"
              variant="secondary"
              busy={test.isPending}
              disabled={!loaded.issuer}
              onClick={() => {
                save.reset();
                test.mutate({ workspaceId });
              }}
            >
              {t("workspaces.sso.provider.test")}
            </Button>
          </div>
        </form>
      )}
      {save.isSuccess && <Alert tone="success">{serverText(save.data.message)}</Alert>}
      {test.isSuccess && <Alert tone="success">{serverText(test.data.message)}</Alert>}
      {save.isError && <Alert tone="danger">{errorMessage(save.error, t("workspaces.sso.failed"))}</Alert>}
      {test.isError && <Alert tone="danger">{errorMessage(test.error, t("workspaces.sso.failed"))}</Alert>}
    </Card>
  );
}
