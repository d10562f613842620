import { lazy, memo, Suspense } from "react";
import { SparklesIcon } from "../../../components/icons";
import type { ChatMessage as ChatMessageData } from "../hooks/use-chat-session";
import { formatMessageTime } from "../utils/format-time";
import { CHAT_TEXT } from "../utils/messages";
import styles from "./message-list.module.css";

// The markdown renderer and its dependencies load with the first reply, never with the page (DESIGN §9).
const MarkdownReply = lazy(() => import("./markdown-reply").then((module) => ({ default: module.MarkdownReply })));

interface ChatMessageProps {
  message: ChatMessageData;
  streaming: boolean;
}

/** One message: the sender ('You' or the model's name), the time (HH:MM) and the text; replies as markdown. */
export const ChatMessage = memo(function ChatMessage({ message, streaming }: ChatMessageProps) {
  const isUser = message.sender === "user";
  const sender = isUser ? "You" : (message.modelName ?? message.model ?? "AI");
  const time = formatMessageTime(message.timestamp);
  const text = message.text;

  return (
    <article
      className={`${styles.message} ${isUser ? styles.user : styles.ai}`}
      aria-label={`${sender}${time ? ` at ${time}` : ""}`}
    >
      {!isUser && (
        <span className={styles.avatar} aria-hidden="true">
          <SparklesIcon size={16} />
        </span>
      )}
      <div className={styles.content}>
        <header className={styles.meta}>
          <span className={styles.sender}>{sender}</span>
          {time && <time dateTime={message.timestamp}>{time}</time>}
          {message.status === "stopped" && <span className={styles.status}>{CHAT_TEXT.stopped}</span>}
          {message.status === "failed" && (
            <span className={`${styles.status} ${styles.statusFailed}`}>{CHAT_TEXT.failed}</span>
          )}
        </header>
        <div className={styles.bubble} data-streaming={streaming || undefined}>
          {isUser ? (
            <p className={styles.plain}>{text}</p>
          ) : text ? (
            <Suspense fallback={<p className={styles.plain}>{text}</p>}>
              <MarkdownReply text={text} streaming={streaming} />
            </Suspense>
          ) : (
            <p className={styles.empty}>
              {message.status === "stopped" ? "(stopped before any text arrived)" : "(no text)"}
            </p>
          )}
        </div>
      </div>
    </article>
  );
});
