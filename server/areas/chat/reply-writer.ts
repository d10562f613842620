import { stripBidiControls } from "../../../shared/text";
import { answerText } from "../../../shared/think-blocks";
import type { ChatStore, ReplyStart } from "./chat.store";
import { conversationDeleted } from "./conversations.service";
import type { LiveReply } from "./live-reply";
import { type ChatLog, type Recorder, stopReason, type TurnPlan } from "./turn-types";

export const PREVIEW_LENGTH = 120;

/** Titles and previews are made from messages: bidirectional controls would reorder them on screen. */
export function clip(text: string, length: number): string {
  const flat = stripBidiControls(text).replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A reply's first write refused for want of its conversation (foreign key violation): it was deleted. */
const conversationGone = (error: unknown) => (error as { code?: string })?.code === "23503";

export interface WriterDeps {
  store: ChatStore;
  now: () => Date;
  log: ChatLog;
  /** How often a streaming reply's text is written for readers elsewhere (not per token: docs/architecture.md#performance-budgets). */
  flushMs: number;
  /** A streaming reply with no write for this long lost its server (a flush also touches it when idle). */
  staleMs: number;
  /**
   * Whether this instance hears the change bus now: while it does not, it cannot hear that a
   * reader elsewhere follows a reply, so every write announces itself.
   */
  listening: () => boolean;
}

/**
 * Writes a chat reply as it goes: once when its first token is out (never
 * before: the write's round trip must not delay it), then at most every
 * `flushMs` while text arrives (also a sign of life while it does not), then
 * once at the end. All in order, one at a time. A write announces itself on
 * the change bus only while a reader elsewhere follows the reply.
 */
export function replyWriter(deps: WriterDeps, plan: TurnPlan, reply: LiveReply) {
  const { store, now, log, flushMs, staleMs } = deps;
  const id = reply.meta.replyId;
  let chain: Promise<unknown> = Promise.resolve();
  let begun: Promise<unknown> | null = null;
  let written = reply.content.length;
  let writtenAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const announce = () => reply.watched || !deps.listening();
  const enqueue = <T>(write: () => Promise<T>) => {
    const next = chain.then(write);
    chain = next.catch(() => {});
    return next;
  };
  const flush = () => {
    const at = now();
    // Nothing new: written again only as a sign of life, well before readers would think it abandoned.
    if (reply.content.length === written && at.getTime() - writtenAt < staleMs / 3) return;
    written = reply.content.length;
    writtenAt = at.getTime();
    void enqueue(() => store.flush(id, reply.content, at, announce())).then(
      // Gone: its conversation was deleted, and the notice to stop it did not come (the bus was down).
      (present) => present || reply.abort.abort(stopReason()),
      (err: unknown) => log.warn({ err, replyId: id }, "could not flush a streaming reply"),
    );
  };
  // A reader elsewhere has just begun to follow: wake it once after the writes already on their way.
  reply.onWatched = () => {
    if (begun)
      void enqueue(() => store.announce(id)).catch((err: unknown) =>
        log.warn({ err, replyId: id }, "could not announce a reply"),
      );
  };
  return {
    begin() {
      if (begun) return begun;
      // The question was asked before its answer began, even within one millisecond: versions are ordered by time.
      const at = new Date(Math.max(now().getTime(), plan.askedAt.getTime() + 1));
      const start: ReplyStart = {
        userId: plan.viewer.id,
        conversationId: plan.conversationId,
        newConversation: plan.newConversation,
        question: plan.question && { ...plan.question, at: plan.askedAt },
        // The model answering, which a fallback may have changed from the one asked (issue #34).
        reply: {
          id,
          parentId: plan.userMessageId,
          content: reply.content,
          model: { modelId: reply.meta.model, name: reply.meta.modelName },
          fallbackFrom: reply.meta.fallbackFrom ?? null,
          at,
        },
        preview: clip(plan.question?.content ?? answerText(reply.content), PREVIEW_LENGTH),
        webSearch: plan.webSearch === true,
        // A continued reply (it starts with its earlier text) made no choice about searching.
        keepChoice: plan.initial !== "",
      };
      written = reply.content.length;
      writtenAt = at.getTime();
      begun = enqueue(() => store.begin(start, announce()));
      // Its conversation is gone (and the notice to stop did not come): nothing of it can be kept.
      begun.catch((error: unknown) => conversationGone(error) && reply.abort.abort(stopReason()));
      timer = setInterval(flush, flushMs);
      timer.unref();
      return begun;
    },
    /**
     * Why the reply could not be kept, or null: its first write failed (a question that could not
     * be stored must say so), or its conversation was deleted meanwhile (the write kept nothing).
     */
    async end(write: (announce: boolean) => Promise<boolean>): Promise<unknown> {
      clearInterval(timer);
      const failed = await this.begin().then(
        () => null,
        (error: unknown) => error,
      );
      if (failed) return conversationGone(failed) ? conversationDeleted() : failed;
      return (await enqueue(() => write(announce()))) ? null : conversationDeleted();
    },
  };
}

/** A chat turn's reply is kept in its conversation, written as it goes. */
export function conversationRecorder(deps: WriterDeps, plan: TurnPlan, reply: LiveReply): Recorder {
  const writer = replyWriter(deps, plan, reply);
  return {
    started: () => void writer.begin().catch(() => {}),
    finish: ({ content, status, meter, lease, citations, searchCostMicroUsd }) =>
      writer.end((announce) =>
        deps.store.end(
          {
            conversationId: plan.conversationId,
            id: reply.meta.replyId,
            content,
            status,
            at: deps.now(),
            // A model's reasoning is not what the reply says: the history shows the answer.
            preview: answerText(content) ? clip(answerText(content), PREVIEW_LENGTH) : null,
            meter,
            lease,
            citations,
            searchCostMicroUsd,
          },
          announce,
        ),
      ),
  };
}
