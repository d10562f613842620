import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { IconButton } from "../../../components/icon-button";
import { ArrowDownIcon, SparklesIcon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { APP_NAME } from "../../../lib/app-name";
import { Trans, useT } from "../../../lib/i18n/use-t";
import type { ChatError, ChatMessage as ChatMessageData, ChatPhase } from "../hooks/use-chat-session";
import { ChatMessage } from "./chat-message";
import styles from "./message-list.module.css";
import type { MessageActions } from "./message-toolbar";

interface MessageListProps {
  messages: readonly ChatMessageData[];
  phase: ChatPhase;
  currentModelName: string | null;
  loading: boolean;
  /** The error of a turn, shown under its message (others are the composer's). */
  error: ChatError | null;
  /** Whether the plans page could help with a plan's limit. */
  canUpgrade: boolean;
  actions: MessageActions;
  /** Shown above the messages and scrolled with them (e.g. the demo-mode notice). */
  notice?: ReactNode;
  /** The turn's place in line while the service is busy, or null. */
  queuePosition?: number | null;
  /** Shown under the place in line (e.g. that higher plans go first). */
  queueHint?: ReactNode;
  /** The turn searches the web: "Searching the web…" instead of "typing..." until its first token. */
  searching?: boolean;
  /** Shown instead of the welcome while empty: a project's page for a new chat inside it (issue #33). */
  intro?: ReactNode;
}

/** How close to the bottom (px) still counts as "following the reply". */
const FOLLOW_THRESHOLD = 96;

/**
 * The conversation (docs/product/screens.md): the welcome message while empty, then each
 * message with sender and time, and 'typing...' until the first token. It
 * follows a streaming reply unless the reader scrolled up to read earlier
 * text; then "Jump to latest" brings them back and follows again.
 */
export function MessageList({
  messages,
  phase,
  currentModelName,
  loading,
  error,
  canUpgrade,
  actions,
  notice,
  queuePosition,
  searching = false,
  queueHint,
  intro,
}: MessageListProps) {
  const { t } = useT();
  const scroller = useRef<HTMLElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const count = messages.length;
  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  const lastText = last?.text;

  const toBottom = () => {
    following.current = true;
    setAtBottom(true);
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // A new message (the user's own, or another conversation opened) always brings the bottom into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: count and firstId are what say the list changed
  useLayoutEffect(() => {
    if (count > 0) toBottom();
  }, [count, firstId]);

  // Streaming text follows only while the reader is at the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (lastText !== undefined && element && following.current) element.scrollTop = element.scrollHeight;
  }, [lastText]);

  // So does anything else that grows at the bottom: an error under the last question, a reply's actions,
  // the markdown renderer taking over from plain text.
  useEffect(() => {
    const element = scroller.current;
    const content = inner.current;
    if (!element || !content) return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
    following.current = near;
    // State only when it flips: scrolling must not re-render the list on every event.
    setAtBottom(near);
  };

  const busy = phase !== "idle";
  const streamingId = busy && last?.sender === "ai" && last.status === "streaming" ? last.id : null;
  const waiting = phase === "waiting" || (streamingId !== null && !last?.text);

  return (
    <div className={styles.viewport}>
      <section
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        // Scrollable by keyboard (arrows, Page Up/Down) once focused, like any document.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to be scrolled (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t("chat.messages.conversation")}
      >
        <div ref={inner} className={styles.inner}>
          {notice}
          {loading ? (
            <div className={styles.loading} role="status">
              <Spinner size="md" decorative />
              {t("chat.messages.loading")}
            </div>
          ) : count === 0 && intro ? (
            intro
          ) : count === 0 ? (
            <section className={styles.welcome} aria-labelledby="chat-welcome-title">
              <span className={styles.welcomeMark} aria-hidden="true">
                <SparklesIcon size={26} />
              </span>
              <h2 id="chat-welcome-title" className={styles.welcomeTitle}>
                {t("chat.welcome.title", { appName: APP_NAME })}
              </h2>
              <p className={styles.welcomeLead}>{t("chat.welcome.lead")}</p>
              <p className={styles.welcomeModel}>
                <Trans
                  id="chat.welcome.model"
                  values={{ model: <strong>{currentModelName ?? t("chat.welcome.noModel")}</strong> }}
                />
              </p>
            </section>
          ) : (
            // A log: screen readers announce new messages; aria-busy holds a streaming reply back until it is whole.
            <div className={styles.log} role="log" aria-label={t("chat.messages.log")} aria-busy={busy}>
              {messages.map((message, index) =>
                message.sender === "ai" && !message.text && message.id === streamingId ? null : (
                  <ChatMessage
                    // By place, not id: switching a message's version keeps its controls, and the keyboard focus.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the place is the identity here (see above)
                    key={index}
                    message={message}
                    streaming={message.id === streamingId}
                    busy={busy}
                    last={index === count - 1}
                    error={error?.messageId === message.id ? error : null}
                    canUpgrade={canUpgrade}
                    actions={actions}
                  />
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
              {queuePosition
                ? t("chat.messages.queued", { position: queuePosition })
                : searching
                  ? t("chat.search.searching")
                  : t("chat.messages.typing")}
              {queuePosition && queueHint ? <span className={styles.queueHint}>{queueHint}</span> : null}
            </p>
          )}
        </div>
      </section>
      {!atBottom && count > 0 && !loading && (
        <IconButton
          className={styles.jump}
          label={t("chat.messages.jumpToLatest")}
          tooltipSide="top"
          icon={<ArrowDownIcon size={16} />}
          onClick={() => {
            toBottom();
            // The button goes away: the keyboard carries on from the conversation it brought into view.
            scroller.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </div>
  );
}
