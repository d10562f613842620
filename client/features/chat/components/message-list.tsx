import { type ReactNode, useLayoutEffect, useRef } from "react";
import { SparklesIcon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { APP_NAME } from "../../../lib/app-name";
import type { ChatMessage as ChatMessageData, ChatPhase } from "../hooks/use-chat-session";
import { CHAT_TEXT } from "../utils/messages";
import { ChatMessage } from "./chat-message";
import styles from "./message-list.module.css";

interface MessageListProps {
  messages: readonly ChatMessageData[];
  phase: ChatPhase;
  currentModelName: string | null;
  loading: boolean;
  /** Shown above the messages and scrolled with them (e.g. the demo-mode notice). */
  notice?: ReactNode;
  /** The turn's place in line while the service is busy, or null. */
  queuePosition?: number | null;
  /** Shown under the place in line (e.g. that higher plans go first). */
  queueHint?: ReactNode;
}

/** How close to the bottom (px) still counts as "following the reply". */
const FOLLOW_THRESHOLD = 96;

/**
 * The conversation (SPEC §2): the welcome message while empty, then each
 * message with sender and time, and 'typing...' until the first token. It
 * follows a streaming reply unless the reader scrolled up to read earlier text.
 */
export function MessageList({
  messages,
  phase,
  currentModelName,
  loading,
  notice,
  queuePosition,
  queueHint,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const count = messages.length;
  const last = messages.at(-1);
  const lastText = last?.text;

  // A new message (the user's own, or a loaded conversation) always brings the bottom into view.
  useLayoutEffect(() => {
    if (count === 0) return;
    following.current = true;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  // Streaming text follows only while the reader is at the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (lastText !== undefined && element && following.current) element.scrollTop = element.scrollHeight;
  }, [lastText]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
  };

  const waiting = phase === "waiting" || (phase === "streaming" && last?.sender === "ai" && !last.text);
  const streamingId = phase !== "idle" && last?.sender === "ai" ? last.id : null;

  return (
    <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
      <div className={styles.inner}>
        {notice}
        {loading ? (
          <div className={styles.loading} role="status">
            <Spinner size="md" decorative />
            Loading conversation...
          </div>
        ) : count === 0 ? (
          <section className={styles.welcome} aria-labelledby="chat-welcome-title">
            <span className={styles.welcomeMark} aria-hidden="true">
              <SparklesIcon size={26} />
            </span>
            <h2 id="chat-welcome-title" className={styles.welcomeTitle}>
              Welcome to {APP_NAME}
            </h2>
            <p className={styles.welcomeLead}>{CHAT_TEXT.welcomeLead}</p>
            <p className={styles.welcomeModel}>
              Current model: <strong>{currentModelName ?? "none selected"}</strong>
            </p>
          </section>
        ) : (
          // A log: screen readers announce new messages; aria-busy holds a streaming reply back until it is whole.
          <div className={styles.log} role="log" aria-label="Messages" aria-busy={phase !== "idle"}>
            {messages.map((message) =>
              message.sender === "ai" && !message.text && message.id === streamingId ? null : (
                <ChatMessage key={message.id} message={message} streaming={message.id === streamingId} />
              ),
            )}
          </div>
        )}
        {waiting && !loading && (
          <p className={styles.typing} role="status">
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {queuePosition ? CHAT_TEXT.queued(queuePosition) : CHAT_TEXT.typing}
            {queuePosition && queueHint ? <span className={styles.queueHint}>{queueHint}</span> : null}
          </p>
        )}
      </div>
    </div>
  );
}
