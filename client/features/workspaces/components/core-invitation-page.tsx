import { useParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { Container } from "../../../components/container";
import { ServerError } from "../../../components/server-error";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { errorMessage } from "../../../lib/errors";
import { formatLongDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS, workspacePath } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { useAcceptInvitation, useInvitationPreview } from "../api/use-workspaces";
import styles from "./core-pages.module.css";
import { ROLE_LABEL } from "./core-roles";

/**
 * /invite/:token (docs/product/workspaces.md#screens): what the invitation is for, then "Accept and join" when
 * signed in, or "Sign in" and "Create an account" with the invited address filled in and a way back here.
 */
export function InvitationPage() {
  const { t } = useT();
  useDocumentTitle(t("workspaces.core.accept.pageTitle"));
  const { token = "" } = useParams();
  const session = useSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  // Signing in or up comes back here (client/lib/return-to.ts), with the invited address filled in.
  const back = PATHS.invitation.replace(":token", encodeURIComponent(token));

  return (
    <Container narrow className={styles.page}>
      {preview.isPending ? (
        <LoadingState message={t("workspaces.core.accept.loading")} />
      ) : preview.isError ? (
        <Alert tone="danger" title={t("workspaces.core.accept.unusable")}>
          {errorMessage(preview.error, t("workspaces.core.accept.unusable"))}
        </Alert>
      ) : accept.isSuccess ? (
        <Card className={styles.card}>
          <h1 className={styles.title}>{t("workspaces.core.accept.title", { name: preview.data.workspaceName })}</h1>
          <Alert tone="success">{t("workspaces.core.accept.joined", { name: preview.data.workspaceName })}</Alert>
          <ButtonLink to={workspacePath(accept.data.workspaceId, "members")}>
            {t("workspaces.core.accept.open")}
          </ButtonLink>
        </Card>
      ) : (
        <Card className={styles.card}>
          <h1 className={styles.title}>{t("workspaces.core.accept.title", { name: preview.data.workspaceName })}</h1>
          <p className={styles.lead}>
            {preview.data.invitedBy
              ? t("workspaces.core.accept.lead", {
                  inviter: preview.data.invitedBy,
                  role: t(ROLE_LABEL[preview.data.role]),
                })
              : t("workspaces.core.accept.leadNoInviter", { role: t(ROLE_LABEL[preview.data.role]) })}
          </p>
          <p className={styles.muted}>
            {t("workspaces.core.accept.for", {
              email: preview.data.email,
              date: formatLongDate(preview.data.expiresAt) ?? "",
            })}
          </p>
          {session.isSignedIn ? (
            <>
              {accept.isError && (
                <ServerError
                  error={accept.error}
                  fallback={t("workspaces.core.accept.failed")}
                  listTitle={t("workspaces.core.problems")}
                />
              )}
              <div className={styles.actions}>
                <Button busy={accept.isPending} onClick={() => accept.mutate({ token })}>
                  {t("workspaces.core.accept.button")}
                </Button>
                <ButtonLink to={PATHS.workspaces} variant="secondary">
                  {t("workspaces.core.accept.toWorkspaces")}
                </ButtonLink>
              </div>
            </>
          ) : (
            <>
              <p>{t("workspaces.core.accept.signedOut", { email: preview.data.email })}</p>
              <div className={styles.actions}>
                <ButtonLink to={loginPath(back, { email: preview.data.email })}>
                  {t("workspaces.core.accept.signIn")}
                </ButtonLink>
                <ButtonLink to={loginPath(back, { email: preview.data.email, mode: "signup" })} variant="secondary">
                  {t("workspaces.core.accept.signUp")}
                </ButtonLink>
              </div>
            </>
          )}
        </Card>
      )}
    </Container>
  );
}
