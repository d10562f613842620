import { useT } from "../lib/i18n/use-t";
import { Button, CancelButton } from "./button";
import { Dialog } from "./dialog";
import styles from "./revoke-api-key-dialog.module.css";
import { ServerError } from "./server-error";

interface RevokeApiKeyDialogProps {
  /** The key asked about; null keeps the dialog closed. */
  keyName: string | null;
  /** Whose key it is, in the admin's words and language ("Ravi's", "रवि की"); the owner reads "your". */
  owner?: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirms revoking a key: every program using it stops working at once, and it cannot be undone. */
export function RevokeApiKeyDialog({ keyName, owner, busy, error, onConfirm, onClose }: RevokeApiKeyDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={keyName !== null}
      onClose={() => !busy && onClose()}
      title={t("common.apiKeys.revokeTitle", { name: keyName ?? "" })}
      description={t("common.apiKeys.cannotUndo")}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={busy} />
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {busy ? t("common.apiKeys.revoking") : t("common.apiKeys.revokeKey")}
          </Button>
        </>
      }
    >
      <p className={styles.consequence}>
        {owner === undefined ? t("common.apiKeys.consequenceOwn") : t("common.apiKeys.consequenceOf", { owner })}
      </p>
      {error ? (
        <ServerError error={error} fallback={t("common.apiKeys.revokeFailed")} listTitle={t("common.problems")} />
      ) : null}
    </Dialog>
  );
}
