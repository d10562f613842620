import { memo, Suspense, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import type { ChatError } from "../hooks/use-chat-session";
import type { ChatMessage as ChatMessageData } from "../utils/chat-message";
import { showText } from "../utils/messages";
import { canUseModel } from "../utils/model-choice";
import { MessageAttachments } from "./message-attachments";
import { MessageFrame } from "./message-frame";
import styles from "./message-list.module.css";
import { type MessageActions, MessageToolbar, regenerateModel } from "./message-toolbar";
import { QuestionEditor } from "./question-editor";
import { ReplySources } from "./reply-sources";
import { TurnError } from "./turn-error";

// The markdown renderer and its dependencies load with the first reply, never with the page (docs/architecture.md#performance-budgets).
const MarkdownReply = lazyComponent(
  () => import("./markdown-reply"),
  (module) => module.MarkdownReply,
);

interface ChatMessageProps {
  message: ChatMessageData;
  streaming: boolean;
  /** A reply is streaming or being asked for: nothing else may start. */
  busy: boolean;
  /** The last message of the conversation on screen. */
  last: boolean;
  /** The error of this message's turn, when it just happened. */
  error: ChatError | null;
  /** Whether the plans page could help with a plan's limit (not for Enterprise). */
  canUpgrade: boolean;
  actions: MessageActions;
}

/** The vision model the server suggested, when the catalogue on screen has it (and the plan allows it). */
function switchOffer(modelId: string | undefined, actions: MessageActions) {
  const model = modelId ? actions.models.find((candidate) => candidate.modelId === modelId) : undefined;
  if (!model || !canUseModel(model, actions.plan)) return null;
  return { name: model.name, onSwitch: () => actions.onRetryWith(model.modelId) };
}

/**
 * One message: the sender ('You' or the model's name), the time (HH:MM) and
 * the text, replies as markdown; under it what went wrong with its turn, and
 * its actions.
 */
export const ChatMessage = memo(function ChatMessage({
  message,
  streaming,
  busy,
  last,
  error,
  canUpgrade,
  actions,
}: ChatMessageProps) {
  const { t } = useT();
  const isUser = message.sender === "user";
  const sender = isUser ? t("chat.message.you") : (message.modelName ?? message.model ?? t("chat.message.ai"));
  const text = message.text;
  // Keyed by id: the same place in the list showing another version is not in edit mode.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = editingId === message.id && !busy;
  const article = useRef<HTMLElement>(null);
  const cancelEdit = () => {
    setEditingId(null);
    // Back to the button that opened the editor, so the keyboard does not start over from the page's top.
    window.requestAnimationFrame(() =>
      article.current?.querySelector<HTMLElement>("button[data-action='edit']")?.focus(),
    );
  };

  const failedReply = !isUser && message.status === "failed";
  const errorView = error
    ? {
        text: showText(t, error.text),
        live: true,
        upgrade: Boolean(error.planLimit) && canUpgrade,
        newChat: error.retry.kind === "newChat",
        retry: actions.onRetry,
        switchTo: switchOffer(error.switchTo, actions),
      }
    : failedReply
      ? {
          text: t("chat.message.failedReply"),
          live: false,
          upgrade: false,
          newChat: false,
          retry: () => actions.onRegenerate(message.id, actions.currentModelId ?? regenerateModel(message, actions)),
          switchTo: null,
        }
      : null;

  return (
    <MessageFrame
      articleRef={article}
      isUser={isUser}
      sender={sender}
      timestamp={message.timestamp}
      className={editing ? styles.editing : undefined}
      marks={
        <>
          {message.status === "stopped" && <span className={styles.status}>{t("chat.message.stopped")}</span>}
          {message.status === "failed" && (
            <span className={`${styles.status} ${styles.statusFailed}`}>{t("chat.message.failed")}</span>
          )}
        </>
      }
    >
      {editing ? (
        <QuestionEditor
          initial={text}
          onCancel={cancelEdit}
          onSave={(edited) => {
            setEditingId(null);
            actions.onEdit(message.id, edited);
          }}
        />
      ) : failedReply && !text ? null : (
        <>
          {isUser && message.attachments && <MessageAttachments attachments={message.attachments} />}
          <div className={styles.bubble} data-streaming={streaming || undefined}>
            {isUser ? (
              <p className={styles.plain}>{text}</p>
            ) : text ? (
              <Suspense fallback={<p className={styles.plain}>{text}</p>}>
                <MarkdownReply text={text} streaming={streaming} citations={message.citations} replyId={message.id} />
              </Suspense>
            ) : (
              <p className={styles.empty}>
                {message.status === "stopped" ? t("chat.message.stoppedEmpty") : t("chat.message.empty")}
              </p>
            )}
          </div>
        </>
      )}
      {!isUser && message.citations?.length && !editing ? (
        <ReplySources citations={message.citations} replyId={message.id} />
      ) : null}
      {message.filesCut && !editing && <p className={styles.note}>{t("chat.message.filesCut")}</p>}
      {message.fallbackFrom && !isUser && (
        <p className={styles.note}>{t("chat.message.fallback", { model: sender, asked: message.fallbackFrom })}</p>
      )}
      {errorView && !editing && (
        <TurnError
          text={errorView.text}
          live={errorView.live}
          upgrade={errorView.upgrade}
          newChat={errorView.newChat}
          busy={busy}
          onRetry={errorView.retry}
          switchTo={errorView.switchTo}
        />
      )}
      {!streaming && !editing && (
        <MessageToolbar
          message={message}
          last={last}
          busy={busy}
          actions={actions}
          onStartEdit={() => setEditingId(message.id)}
        />
      )}
    </MessageFrame>
  );
});
