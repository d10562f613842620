import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { type Column, DataTable } from "../../../components/data-table";
import { LoadFailed } from "../../../components/load-failed";
import { ServerError } from "../../../components/server-error";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { type Invitation, useInvitations, useResendInvitation, useRevokeInvitation } from "../api/use-workspaces";
import styles from "./core-pages.module.css";
import { ROLE_LABEL } from "./core-roles";

/** Managers' list of open invitations, each with Resend (a new link, 7 more days) and Revoke. */
export function CoreInvitations({ workspaceId }: { workspaceId: string }) {
  const { t } = useT();
  const invitations = useInvitations(workspaceId, true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  const failure = resend.error ?? revoke.error;

  const columns: Column<Invitation>[] = [
    { key: "email", header: t("workspaces.core.members.col.email"), primary: true, cell: (row) => row.email },
    {
      key: "role",
      header: t("workspaces.core.members.col.role"),
      cell: (row) => t(ROLE_LABEL[row.role]),
    },
    { key: "sent", header: t("workspaces.core.invitations.col.sent"), cell: (row) => formatDate(row.sentAt) },
    {
      key: "expires",
      header: t("workspaces.core.invitations.col.expires"),
      cell: (row) =>
        new Date(row.expiresAt) <= new Date() ? (
          <Badge tone="warning">{t("workspaces.core.invitations.expired")}</Badge>
        ) : (
          formatDate(row.expiresAt)
        ),
    },
    {
      key: "actions",
      header: t("workspaces.core.members.col.actions"),
      actions: true,
      cell: (row) => (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t("workspaces.core.invitations.resendLabel", { email: row.email })}
            onClick={() => {
              revoke.reset();
              resend.mutate({ workspaceId, invitationId: row.id });
            }}
          >
            {t("workspaces.core.invitations.resend")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t("workspaces.core.invitations.revokeLabel", { email: row.email })}
            onClick={() => {
              resend.reset();
              revoke.mutate({ workspaceId, invitationId: row.id });
            }}
          >
            {t("workspaces.core.invitations.revoke")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="pending-invitations">
      <h2 id="pending-invitations" className={styles.sectionTitle}>
        {t("workspaces.core.invitations.title")}
      </h2>
      {failure && (
        <ServerError
          error={failure}
          fallback={t("workspaces.core.invitations.failed")}
          listTitle={t("workspaces.core.problems")}
        />
      )}
      {resend.isSuccess && (
        <Alert tone="success">{t("workspaces.core.invitations.resent", { email: resend.data.email })}</Alert>
      )}
      {invitations.isError ? (
        <LoadFailed title={t("workspaces.core.invitations.failed")} query={invitations} />
      ) : (
        <DataTable
          caption={t("workspaces.core.invitations.title")}
          columns={columns}
          rows={invitations.data ?? []}
          rowKey={(row) => row.id}
          empty={t("workspaces.core.invitations.empty")}
          busy={invitations.isPending}
        />
      )}
    </section>
  );
}
