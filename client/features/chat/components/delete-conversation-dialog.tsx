import { useEffect, useRef } from "react";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { Trans, useT } from "../../../lib/i18n/use-t";
import type { ConversationSummary } from "../api/use-chat-history";
import { useDeleteConversation } from "../api/use-delete-conversation";
import styles from "./history-sidebar.module.css";

interface DeleteConversationDialogProps {
  /** The conversation to delete; null keeps the dialog closed. */
  conversation: ConversationSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting a conversation for good (docs/product.md#changes-from-the-original-specification: users expect to delete conversations). */
export function DeleteConversationDialog({ conversation, onClose, onDeleted }: DeleteConversationDialogProps) {
  const { t } = useT();
  const remove = useDeleteConversation();
  // Keeps the title on screen while the dialog animates out.
  const shown = useRef(conversation);
  if (conversation) shown.current = conversation;
  const resetRemove = remove.reset;

  useEffect(() => {
    if (conversation) resetRemove();
  }, [conversation, resetRemove]);

  const confirm = () => {
    if (!conversation || remove.isPending) return;
    remove.mutate({ id: conversation.id }, { onSuccess: (result) => onDeleted(result.id) });
  };

  return (
    <Dialog
      open={conversation !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={t("chat.deleteDialog.title")}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={remove.isPending} />
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {remove.isPending ? t("chat.deleteDialog.deleting") : t("chat.deleteDialog.delete")}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p>
          {/* The title as an element, not text: its own words are never read as the message's tags. */}
          <Trans id="chat.deleteDialog.body" values={{ title: <strong>{shown.current?.title}</strong> }} />
        </p>
        {remove.isError && <Alert tone="danger">{t("chat.deleteDialog.failed")}</Alert>}
      </div>
    </Dialog>
  );
}
