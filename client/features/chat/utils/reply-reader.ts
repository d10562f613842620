import type { ChatEvent, ReplyMeta } from "#shared/chat-events";
import type { Citation } from "#shared/citations";
import { type ChatFailure, toChatFailure } from "./chat-errors";

export type ReplyStream = AsyncIterable<ChatEvent>;
type Meta = ReplyMeta & { content: string };

/** How a reading ended, for the screen to settle the turn. */
export type ReadOutcome =
  /** The reply ended: "complete" with done, "stopped" when the stream ended without it. */
  | { kind: "ended"; status: "complete" | "stopped"; replyId: string; content: string }
  /** The reply failed after the server took the turn (it is stored as failed), or could not be read any more. */
  | { kind: "failed"; failure: ChatFailure; replyId: string; content: string }
  /** Refused before the server named a reply: nothing of the turn was stored. */
  | { kind: "refused"; failure: ChatFailure }
  /** Stop before the reply had an id: the request was called off, and the server drops the turn with it. */
  | { kind: "cancelled" }
  /** Nobody reads it any more (another conversation opened, the page left); the reply itself goes on. */
  | { kind: "abandoned" };

/** Pauses between attempts to read a reply again after the connection dropped; then it counts as failed. */
export const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * Whether (and after how long) to read a reply again after a read failed:
 * only a network failure (no answer at all, the stream cut) of a reply the
 * server has named. An HTTP error is the server's answer, and a turn without a
 * reply id was never taken, so reading again could not help either.
 */
export function reconnectDelay(
  failure: ChatFailure,
  replyId: string | null,
  attempt: number,
  delays: readonly number[] = RECONNECT_DELAYS_MS,
): number | null {
  if (failure.kind !== "network" || !replyId) return null;
  return delays[attempt] ?? null;
}

export interface ReplyReaderOptions {
  /** The turn's own request (send, regenerate, continue), or a follow of a reply already named. */
  open: (signal: AbortSignal) => Promise<ReplyStream>;
  /** Reads a named reply from where it is now: meta carries all its text so far. */
  follow: (replyId: string, signal: AbortSignal) => Promise<ReplyStream>;
  /** The reply, when it is known before reading (following one after a reload). */
  replyId?: string | null;
  /** The longest wait for a request's first event (docs/product/rules.md#business-constants-and-limits's 30 s time-out). */
  firstEventTimeoutMs: number;
  onMeta: (meta: Meta) => void;
  onQueued: (position: number) => void;
  /** The whole text so far, after each delta (the caller decides how often to paint it). */
  onText: (content: string) => void;
  /** The reply's whole list of sources so far, each time it grows (a web search, issue #31). */
  onCitations?: (citations: Citation[]) => void;
  /** Another model answers: the one asked failed before its first word (issue #34). */
  onFallback?: (answered: { model: string; modelName: string; fallbackFrom: string }) => void;
  /** The pauses before each new attempt (default RECONNECT_DELAYS_MS). */
  reconnectDelays?: readonly number[];
  /** Whether the browser thinks it is online: offline, a reconnect waits for `reopen` instead of a timer. */
  online?: () => boolean;
  /** True while the reply is being read again after the connection dropped, false once it flows again (or ends). */
  onReconnecting?: (reconnecting: boolean) => void;
}

/**
 * Reads one reply as events and keeps reading it through dropped connections
 * (DESIGN: the reply belongs to the server, a reader only watches it). When a
 * read fails on the network, or `reopen` is called (the phone woke, the
 * browser is back online), the reply is followed again by its id; its meta
 * replaces the text so far, so nothing is doubled or lost.
 */
export class ReplyReader {
  replyId: string | null;
  content = "";
  private controller: AbortController | null = null;
  private abandoned = false;
  private cancelled = false;
  private reopening = false;
  private wake: (() => void) | null = null;
  private reconnecting = false;

  constructor(private readonly options: ReplyReaderOptions) {
    this.replyId = options.replyId ?? null;
  }

  /** Stop before the server named the reply: call the request off. False once there is a reply to stop by id. */
  cancel(): boolean {
    if (this.replyId) return false;
    this.cancelled = true;
    this.controller?.abort();
    return true;
  }

  /** Stop reading (the reply goes on without this reader). */
  abandon() {
    this.abandoned = true;
    this.controller?.abort();
    this.wake?.();
  }

  /**
   * Read the named reply again now: the connection may be dead without having said so (a phone asleep).
   * `reconnect`: the network was away (the browser is back online), so it counts as reconnecting.
   */
  reopen(reconnect = false) {
    if (!this.replyId || this.abandoned) return;
    if (reconnect) this.setReconnecting(true);
    if (this.wake) {
      this.wake();
      return;
    }
    this.reopening = true;
    this.controller?.abort();
  }

  async read(): Promise<ReadOutcome> {
    try {
      return await this.readToEnd();
    } finally {
      this.setReconnecting(false);
    }
  }

  private setReconnecting(value: boolean) {
    if (this.reconnecting === value) return;
    this.reconnecting = value;
    this.options.onReconnecting?.(value);
  }

  private async readToEnd(): Promise<ReadOutcome> {
    let open = this.options.open;
    const follow = (signal: AbortSignal) => this.options.follow(this.replyId as string, signal);
    let attempt = 0;
    for (;;) {
      const controller = new AbortController();
      this.controller = controller;
      this.reopening = false;
      let timedOut = false;
      let finished = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.firstEventTimeoutMs);
      let failure: ChatFailure | null = null;
      try {
        const stream = await open(controller.signal);
        for await (const event of stream) {
          clearTimeout(timer);
          if (this.abandoned || this.reopening) break;
          attempt = 0;
          this.setReconnecting(false);
          if (event.type === "citations") {
            this.options.onCitations?.(event.citations);
          } else if (event.type === "fallback") {
            this.options.onFallback?.(event);
          } else if (event.type === "meta") {
            this.replyId = event.replyId;
            this.content = event.content;
            this.options.onMeta(event);
          } else if (event.type === "queued") {
            this.options.onQueued(event.position);
          } else if (event.type === "delta") {
            this.content += event.content;
            this.options.onText(this.content);
          } else if (event.type === "done") {
            finished = true;
          }
        }
      } catch (caught) {
        failure = timedOut ? { kind: "network" } : toChatFailure(caught);
      } finally {
        clearTimeout(timer);
      }

      if (this.abandoned) return { kind: "abandoned" };
      if (this.reopening) {
        open = follow;
        continue;
      }
      if (!this.replyId) {
        if (this.cancelled && !timedOut) return { kind: "cancelled" };
        // A stream that ends before naming a reply was cut before the server took the turn.
        return { kind: "refused", failure: failure ?? { kind: "network" } };
      }
      if (!failure) return { kind: "ended", status: finished ? "complete" : "stopped", ...this.position() };

      const delay = reconnectDelay(failure, this.replyId, attempt, this.options.reconnectDelays);
      if (delay === null) return { kind: "failed", failure, ...this.position() };
      attempt++;
      this.setReconnecting(true);
      await this.pause(delay);
      if (this.abandoned) return { kind: "abandoned" };
      open = follow;
    }
  }

  private position() {
    return { replyId: this.replyId as string, content: this.content };
  }

  /** Waits `ms`, or while offline until `reopen` (the browser's online event) or `abandon`. */
  private pause(ms: number): Promise<void> {
    const offline = this.options.online ? !this.options.online() : false;
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      if (!offline) timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
