import type { ReactNode, Ref } from "react";
import { SparklesIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import { formatMessageTime } from "../utils/format-time";
import styles from "./message-list.module.css";

interface MessageFrameProps {
  isUser: boolean;
  /** "You", "Question", or the model's name. */
  sender: string;
  timestamp: string;
  /** More of the frame's look (a question being edited). */
  className?: string;
  articleRef?: Ref<HTMLElement>;
  /** After the sender and time (a reply's "Stopped" or "Failed"). */
  marks?: ReactNode;
  children: ReactNode;
}

/**
 * A message as the chat draws it (docs/product/screens.md#messages), in the chat and on a shared conversation's
 * page: a reply's avatar, the sender and the time (HH:MM) above what it says, named for screen readers by both.
 */
export function MessageFrame({ isUser, sender, timestamp, className, articleRef, marks, children }: MessageFrameProps) {
  const { t } = useT();
  const time = formatMessageTime(timestamp);
  return (
    <article
      ref={articleRef}
      className={[styles.message, isUser ? styles.user : styles.ai, className].filter(Boolean).join(" ")}
      aria-label={time ? t("chat.message.label", { sender, time }) : sender}
    >
      {!isUser && (
        <span className={styles.avatar} aria-hidden="true">
          <SparklesIcon size={16} />
        </span>
      )}
      <div className={styles.content}>
        <header className={styles.meta}>
          <span className={styles.sender}>{sender}</span>
          {time && <time dateTime={timestamp}>{time}</time>}
          {marks}
        </header>
        {children}
      </div>
    </article>
  );
}
