import { Button, CancelButton } from "./button";
import { Dialog } from "./dialog";
import styles from "./revoke-api-key-dialog.module.css";
import { ServerError } from "./server-error";

interface RevokeApiKeyDialogProps {
  /** The key asked about; null keeps the dialog closed. */
  keyName: string | null;
  /** Whose key it is, in the admin's words ("Ravi's"); the owner reads "your". */
  owner?: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirms revoking a key: every program using it stops working at once, and it cannot be undone. */
export function RevokeApiKeyDialog({ keyName, owner, busy, error, onConfirm, onClose }: RevokeApiKeyDialogProps) {
  return (
    <Dialog
      open={keyName !== null}
      onClose={() => !busy && onClose()}
      title={`Revoke "${keyName ?? ""}"?`}
      description="This cannot be undone."
      footer={
        <>
          <CancelButton onClick={onClose} disabled={busy} />
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {busy ? "Revoking..." : "Revoke key"}
          </Button>
        </>
      }
    >
      <p className={styles.consequence}>
        Anything using {owner ?? "your"} key (a script, a server, an editor plug-in) stops working at once: its calls
        are refused. A new key can be created for it afterwards.
      </p>
      {error ? (
        <ServerError error={error} fallback="Failed to revoke the key. Please try again." listTitle="Problems:" />
      ) : null}
    </Dialog>
  );
}
