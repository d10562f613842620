import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTRPCClient } from "../../../lib/trpc";
import type { ChatAction, ChatTurn } from "../utils/chat-state";
import { type ReadOutcome, ReplyReader, type ReplyStream } from "../utils/reply-reader";

/** docs/product/rules.md#business-constants-and-limits: the chat request times out after 30 s; with streaming, that is the wait for the first event. */
const FIRST_EVENT_TIMEOUT_MS = 30_000;

export type OpenReply = (signal: AbortSignal) => Promise<ReplyStream>;

/** How a turn's reading ended; `current`: it was still the reading on screen (not replaced or abandoned). */
export interface TurnRead {
  outcome: ReadOutcome;
  current: boolean;
}

/**
 * The reply being read, one at a time, the one on screen: its stream turned into the reducer's actions,
 * read again by id through dropped connections, a phone waking and the network coming back
 * (utils/reply-reader.ts). A reply belongs to the server: leaving the page or abandoning the reading
 * only stops reading it; only Stop ends it.
 */
export function useReplyConnection(dispatch: (action: ChatAction) => void) {
  const client = useTRPCClient();
  const readerRef = useRef<ReplyReader | null>(null);

  /** Reads a named reply from where it is now: its meta carries all its text so far. */
  const follow = useCallback(
    (replyId: string): OpenReply =>
      (signal) =>
        client.chat.follow.query({ messageId: replyId }, { signal }),
    [client],
  );

  /** Stops reading (the reply goes on on the server: a reload or another tab can read it again). */
  const abandon = useCallback(() => {
    const reader = readerRef.current;
    readerRef.current = null;
    reader?.abandon();
  }, []);

  // Leaving the page only stops reading: the reply is finished and kept by the server.
  useEffect(() => abandon, [abandon]);

  // A phone waking up, or the network coming back: the read in progress may be dead without knowing it.
  useEffect(() => {
    const reopen = (event: Event) => {
      if (document.visibilityState === "visible") readerRef.current?.reopen(event.type === "online");
    };
    document.addEventListener("visibilitychange", reopen);
    window.addEventListener("online", reopen);
    return () => {
      document.removeEventListener("visibilitychange", reopen);
      window.removeEventListener("online", reopen);
    };
  }, []);

  const reading = useCallback(() => readerRef.current !== null, []);

  /** Starts `turn`, reads its reply to the end, and settles the screen if it is still the one on it. */
  const read = useCallback(
    async (turn: ChatTurn, open: OpenReply): Promise<TurnRead> => {
      let frame = 0;
      const current = () => readerRef.current === reader;
      const paint = () => {
        frame = 0;
        const replyId = reader.replyId;
        if (replyId && current()) dispatch({ type: "text", replyId, text: reader.content });
      };
      const reader: ReplyReader = new ReplyReader({
        open,
        follow: (replyId, signal) => follow(replyId)(signal),
        replyId: turn.kind === "follow" ? turn.replyId : undefined,
        firstEventTimeoutMs: FIRST_EVENT_TIMEOUT_MS,
        online: () => navigator.onLine,
        onMeta: (meta) => {
          if (!current()) return;
          window.cancelAnimationFrame(frame);
          frame = 0;
          dispatch({ type: "meta", turn, meta, at: new Date().toISOString() });
        },
        onFallback: ({ model, modelName, fallbackFrom }) => {
          const replyId = reader.replyId;
          if (replyId && current())
            dispatch({ type: "fallback", replyId, answered: { model, modelName, fallbackFrom } });
        },
        onCitations: (citations) => {
          const replyId = reader.replyId;
          if (replyId && current()) dispatch({ type: "citations", replyId, citations });
        },
        onQueued: (position) => {
          if (current()) dispatch({ type: "queued", position });
        },
        onReconnecting: (value) => {
          if (current()) dispatch({ type: "reconnecting", value });
        },
        onText: () => {
          if (!current()) return;
          dispatch({ type: "flowing" });
          // Tokens can arrive faster than the screen repaints: render at most once a frame.
          if (!frame) frame = window.requestAnimationFrame(paint);
        },
      });
      readerRef.current = reader;
      dispatch({ type: "started", turn });

      const outcome = await reader.read();
      window.cancelAnimationFrame(frame);
      if (!current()) return { outcome, current: false };
      readerRef.current = null;
      dispatch({ type: "settled", turn, outcome });
      return { outcome, current: true };
    },
    [dispatch, follow],
  );

  /** Stop (docs/product.md#changes-from-the-original-specification): the server ends the reply and keeps what arrived; the reading then ends by itself. */
  const stop = useCallback(() => {
    const reader = readerRef.current;
    if (!reader || reader.cancel()) return;
    const replyId = reader.replyId;
    if (!replyId) return;
    dispatch({ type: "stopping", value: true });
    client.chat.stop.mutate({ messageId: replyId }).catch(() => {
      // Not reached (offline): the reply goes on, and Stop can be pressed again.
      if (readerRef.current === reader) dispatch({ type: "stopping", value: false });
    });
  }, [client, dispatch]);

  return useMemo(() => ({ read, reading, abandon, stop, follow }), [read, reading, abandon, stop, follow]);
}

export type ReplyConnection = ReturnType<typeof useReplyConnection>;
