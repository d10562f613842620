import { useT } from "../lib/i18n/use-t";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { ServerError } from "./server-error";

interface CancelSubscriptionDialogProps {
  open: boolean;
  /** What the reader is told: the owner's auto-renewal ends at the cycle's end, an administrator's cancel at once. */
  consequence: string;
  /** An administrator cancels the subscription; its owner cancels its auto-renewal. */
  admin?: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a subscription stops renewing, in the profile and on the admin's Subscribers page. */
export function CancelSubscriptionDialog({
  open,
  consequence,
  admin = false,
  busy,
  error,
  onConfirm,
  onClose,
}: CancelSubscriptionDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={t("common.subscription.cancel.title")}
      description={consequence}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("common.subscription.cancel.keep")}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {busy
              ? t("common.subscription.cancel.working")
              : admin
                ? t("common.subscription.cancel.confirmAdmin")
                : t("common.subscription.cancel.confirm")}
          </Button>
        </>
      }
    >
      {error ? (
        <ServerError error={error} fallback={t("common.subscription.cancel.failed")} listTitle={t("common.problems")} />
      ) : null}
    </Dialog>
  );
}
