import type { ReactNode } from "react";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";

/** Asks before a change that takes something away (a member, leaving, an SSO domain), with the server's refusal if any. */
export function CoreConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  error,
  failed,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  failed: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={pending} />
          <Button variant="danger" busy={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <ServerError error={error} fallback={failed} listTitle={t("workspaces.core.problems")} /> : null}
      <p>{body}</p>
    </Dialog>
  );
}
