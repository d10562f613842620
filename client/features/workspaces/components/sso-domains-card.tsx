import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { TextField } from "../../../components/form-field";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { errorMessage, serverText } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { useSsoDomainChanges, useSsoDomains } from "../api/use-sso";
import { CoreConfirmDialog } from "./core-confirm-dialog";
import styles from "./sso-page.module.css";

/** The workspace's e-mail domains: each verified, or waiting for its link with "Send verification"; and adding one. */
export function SsoDomainsCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useT();
  const domains = useSsoDomains(workspaceId);
  const changes = useSsoDomainChanges(workspaceId);
  const [domain, setDomain] = useState("");
  const [email, setEmail] = useState("");
  // Removing a verified domain stops its people's single sign-on at once: asked first.
  const [removing, setRemoving] = useState<{ id: string; domain: string }>();
  const done = [changes.add, changes.send, changes.remove].find((call) => call.isSuccess && call.data);
  const failed = [changes.add, changes.send].find((call) => call.isError);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    changes.send.reset();
    changes.remove.reset();
    changes.add.mutate(
      { workspaceId, domain, email },
      {
        onSuccess: () => {
          setDomain("");
          setEmail("");
        },
      },
    );
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="sso-domains-title">
      <h2 id="sso-domains-title" className={styles.cardTitle}>
        {t("workspaces.sso.domains.title")}
      </h2>
      <p className={styles.lead}>{t("workspaces.sso.domains.lead")}</p>
      {domains.isPending && <LoadingState message={t("workspaces.sso.domains.title")} />}
      {domains.isError && (
        <LoadFailed title={errorMessage(domains.error, t("workspaces.sso.loadFailed"))} query={domains} />
      )}
      {domains.data?.length === 0 && <p className={styles.lead}>{t("workspaces.sso.domains.empty")}</p>}
      {domains.data && domains.data.length > 0 && (
        <ul className={styles.domains}>
          {domains.data.map((row) => (
            <li key={row.id} className={styles.domain}>
              <span className={styles.domainName}>{row.domain}</span>
              {row.verifiedAt ? (
                <Badge tone="success">{t("workspaces.sso.domains.verified")}</Badge>
              ) : (
                <Badge tone="warning">{t("workspaces.sso.domains.pending", { email: row.verifyEmail ?? "" })}</Badge>
              )}
              <span className={styles.actions}>
                {!row.verifiedAt && (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={changes.send.isPending && changes.send.variables?.domainId === row.id}
                    onClick={() => changes.send.mutate({ workspaceId, domainId: row.id })}
                  >
                    {t("workspaces.sso.domains.send")}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    changes.remove.reset();
                    setRemoving({ id: row.id, domain: row.domain });
                  }}
                >
                  {t("workspaces.sso.domains.remove", { domain: row.domain })}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {domains.data && (
        <form className={styles.form} onSubmit={add}>
          <div className={styles.row}>
            <TextField
              label={t("workspaces.sso.domains.domain")}
              name="domain"
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              placeholder="example.com"
              autoComplete="off"
              required
            />
            <TextField
              label={t("workspaces.sso.domains.email")}
              name="verifyEmail"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={domain ? `it@${domain}` : "it@example.com"}
              autoComplete="off"
              required
            />
          </div>
          <div>
            <Button type="submit" busy={changes.add.isPending}>
              {t("workspaces.sso.domains.add")}
            </Button>
          </div>
        </form>
      )}
      {done?.data && <Alert tone="success">{serverText(done.data.message)}</Alert>}
      {failed && <Alert tone="danger">{errorMessage(failed.error, t("workspaces.sso.failed"))}</Alert>}
      <CoreConfirmDialog
        open={removing !== undefined}
        title={t("workspaces.sso.domains.removeTitle", { domain: removing?.domain ?? "" })}
        body={t("workspaces.sso.domains.removeBody", { domain: removing?.domain ?? "" })}
        confirmLabel={t("workspaces.sso.domains.removeConfirm")}
        pending={changes.remove.isPending}
        error={changes.remove.error}
        failed={t("workspaces.sso.failed")}
        onConfirm={() => {
          if (!removing) return;
          changes.add.reset();
          changes.send.reset();
          changes.remove.mutate({ workspaceId, domainId: removing.id }, { onSuccess: () => setRemoving(undefined) });
        }}
        onClose={() => setRemoving(undefined)}
      />
    </Card>
  );
}
