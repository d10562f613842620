/**
 * A reply as it is being written, and reading it as events. Generation belongs
 * to the server, not to a request: the request that asked for the reply, a
 * reload of the page, or a second tab are all readers of the same reply, and
 * a reader going away ends nothing (only Stop does).
 */

import type { ChatEvent, ReplyMeta } from "../../../shared/chat-events";
import { type Citation, citationsFrom, mergeCitations } from "../../../shared/citations";
import type { Metered } from "../usage";

// One schema for the events, in shared/: the server sends them, the document describes them, the client reads them.
export type { ChatEvent, ReplyMeta };

export type Ending = { status: "complete" } | { status: "stopped" } | { status: "failed"; error: unknown };

/** What a reader sees of a reply: text so far, its place in line, how it ended. */
export interface ReplyView {
  /** Who and what the reply is; a fallback (issue #34) changes its model before the first word. */
  readonly meta: ReplyMeta;
  readonly content: string;
  readonly queued: number | null;
  readonly ending: Ending | null;
  /** The reply's sources so far (a new list each time they change); absent or empty: none. */
  readonly citations?: readonly Citation[];
}

/** A reply being written on this instance. Appending is synchronous: readers on this instance get every token at once. */
export class LiveReply implements ReplyView {
  content: string;
  queued: number | null = null;
  ending: Ending | null = null;
  citations: readonly Citation[] = [];
  /** The upstream's annotations as they came, read again against the final text when the reply ends. */
  private annotations: unknown[] = [];
  get upstreamAnnotations(): readonly unknown[] {
    return this.annotations;
  }
  /** What the reply consumed, known once it has ended. */
  metered: Metered | null = null;
  /** Why the upstream ended it, in its words, when it said. */
  finishReason: string | null = null;
  /** Stop, or this instance shutting down. */
  readonly abort = new AbortController();
  /** Settles once the reply is stored and ended. */
  settled: Promise<void> = Promise.resolve();
  /** A reader on another instance follows it: its writes are announced on the change bus from now on. */
  watched = false;
  /** Told when a reader elsewhere starts following it (its writer wakes that reader once more). */
  onWatched: () => void = () => {};
  private waiters: Array<() => void> = [];

  constructor(
    public meta: ReplyMeta,
    readonly userId: string,
    initial: string,
  ) {
    this.content = initial;
  }

  append(text: string) {
    this.content += text;
    this.queued = null;
    this.wake();
  }

  /** Annotations from a delta or the final message: the sources, made safe, grow (a new list) when there are new ones. */
  annotate(annotations: unknown[]) {
    this.annotations.push(...annotations);
    const merged = mergeCitations(this.citations, citationsFrom(annotations, this.content.length));
    if (merged.length === this.citations.length) return;
    this.citations = merged;
    this.wake();
  }

  /**
   * The sources against the whole text: a span the text had not reached when its annotation came is kept
   * now, one beyond it stays null. Set before the reply is stored and ended.
   */
  settleCitations(): Citation[] {
    const settled = mergeCitations([], citationsFrom(this.annotations, this.content.length));
    const same =
      settled.length === this.citations.length &&
      settled.every((citation, at) => JSON.stringify(citation) === JSON.stringify(this.citations[at]));
    if (!same) this.citations = settled;
    return settled;
  }

  /** Another model answers: the one asked failed before the first word, or is marked unavailable (issue #34). */
  fallBack(model: { modelId: string; name: string }, fallbackFrom: string) {
    this.meta = { ...this.meta, model: model.modelId, modelName: model.name, fallbackFrom };
    this.wake();
  }

  wait(position: number) {
    this.queued = position;
    this.wake();
  }

  end(ending: Ending) {
    this.ending = ending;
    this.wake();
  }

  /** Resolves at the next change. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Reads it from where it is now (see readReply); the signal ends the reading, not the reply.
   * readReply itself, not a generator around it: every layer is a few more promises per token.
   */
  read(signal?: AbortSignal): AsyncGenerator<ChatEvent> {
    if (!signal) return readReply(this, () => this.changed());
    const onAbort = () => this.wake();
    signal.addEventListener("abort", onAbort, { once: true });
    return readReply(
      this,
      () => this.changed(),
      signal,
      () => signal.removeEventListener("abort", onAbort),
    );
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * The reply as events from where the reader joins: meta with the text so far,
 * then what is added, then done (complete), nothing (stopped) or the error
 * (failed). Reading by offset into one growing text means a reader can neither
 * miss nor repeat a piece, and one that falls behind gets what it missed as
 * one delta instead of a backlog of tiny ones.
 */
export async function* readReply(
  reply: ReplyView,
  /** Resolves when the reply may have changed (and brings `reply` up to date). */
  next: () => Promise<void>,
  signal?: AbortSignal,
  /** Called once the reading ends, however it ends. */
  onEnd?: () => void,
): AsyncGenerator<ChatEvent> {
  try {
    const start = reply.content;
    let offset = start.length;
    let position: number | null = null;
    let citations: readonly Citation[] = [];
    let meta = reply.meta;
    yield { type: "meta", ...meta, content: start };
    for (;;) {
      if (reply.meta !== meta) {
        meta = reply.meta;
        if (meta.fallbackFrom)
          yield { type: "fallback", model: meta.model, modelName: meta.modelName, fallbackFrom: meta.fallbackFrom };
        continue;
      }
      // Before the text that follows: markers then have their sources. The whole list, each time it changes.
      if (reply.citations && reply.citations !== citations && reply.citations.length > 0) {
        citations = reply.citations;
        yield { type: "citations", citations: [...citations] };
        continue;
      }
      // A place in line means something only until the reply's first words.
      if (reply.queued !== position && reply.content.length === start.length) {
        position = reply.queued;
        if (position !== null) yield { type: "queued", position };
      }
      if (reply.content.length > offset) {
        const content = reply.content.slice(offset);
        offset = reply.content.length;
        yield { type: "delta", content };
        continue;
      }
      const ending = reply.ending;
      if (ending) {
        if (ending.status === "failed") throw ending.error;
        if (ending.status === "complete")
          yield { type: "done", messageId: reply.meta.replyId, conversationId: reply.meta.conversationId };
        return;
      }
      if (signal?.aborted) return;
      await next();
    }
  } finally {
    onEnd?.();
  }
}
