import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CheckProblems, ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import styles from "./admin-settings-page.module.css";

interface SettingsFormFooterProps {
  save: { isPending: boolean; isError: boolean; error: unknown };
  saved: boolean;
  /** What the form's own check (the server's schema) found in the values: nothing was sent. */
  problems: readonly string[];
  /** Said once the server has saved: what the change does from now on. */
  savedMessage: string;
  /** The server's own message comes first; this is for an error without one. */
  failedMessage: string;
  submitLabel: string;
}

/** The end of every admin settings form: what the save did (or why not) and the save button. */
export function SettingsFormFooter({
  save,
  saved,
  problems,
  savedMessage,
  failedMessage,
  submitLabel,
}: SettingsFormFooterProps) {
  const { t } = useT();
  const redirecting = useAdminErrorRedirect(save.error);
  return (
    <>
      {saved && <Alert tone="success">{savedMessage}</Alert>}
      <CheckProblems messages={problems} listTitle={t("admin.common.validationIssues")} />
      {save.isError && !redirecting && (
        <ServerError error={save.error} fallback={failedMessage} listTitle={t("admin.common.validationIssues")} />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t("admin.common.saving") : submitLabel}
        </Button>
      </div>
    </>
  );
}
