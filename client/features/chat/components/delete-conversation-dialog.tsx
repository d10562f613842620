import { useEffect, useRef } from "react";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import type { ConversationSummary } from "../api/use-chat-history";
import { useDeleteConversation } from "../api/use-delete-conversation";
import { CHAT_TEXT } from "../utils/messages";
import styles from "./history-sidebar.module.css";

interface DeleteConversationDialogProps {
  /** The conversation to delete; null keeps the dialog closed. */
  conversation: ConversationSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting a conversation for good (docs/product.md#changes-from-the-original-specification: users expect to delete conversations). */
export function DeleteConversationDialog({ conversation, onClose, onDeleted }: DeleteConversationDialogProps) {
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
      title="Delete conversation?"
      footer={
        <>
          <CancelButton onClick={onClose} disabled={remove.isPending} />
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p>
          <strong>{shown.current?.title}</strong> and all its messages will be deleted. This cannot be undone.
        </p>
        {remove.isError && <Alert tone="danger">{CHAT_TEXT.deleteFailed}</Alert>}
      </div>
    </Dialog>
  );
}
