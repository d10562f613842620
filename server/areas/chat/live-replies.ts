import type { LiveReply } from "./live-reply";

/** How long a reply that ended here is remembered, for a reader elsewhere who asked for it just before. */
const REMEMBER_ENDED_MS = 10_000;

/**
 * The replies being written by this instance, and which of them a reader on
 * another instance follows. Only those replies' writes are announced on the
 * change bus (docs/architecture.md#a-chat-turns-road): a reader elsewhere
 * says it follows one (the "reply-watch" topic) before it reads its row.
 */
export class LiveReplies {
  private readonly replies = new Map<string, LiveReply>();
  /** Reply id → when it ended here; oldest first (a Map keeps its insertion order). */
  private readonly ended = new Map<string, number>();

  constructor(
    /** Wakes the readers elsewhere of a reply whose writes are all stored. */
    private readonly announce: (id: string) => void,
    private readonly clock: () => number = Date.now,
  ) {}

  get(id: string) {
    return this.replies.get(id);
  }

  /** Replies being written here now. */
  get size() {
    return this.replies.size;
  }

  has(id: string) {
    return this.replies.has(id);
  }

  values() {
    return this.replies.values();
  }

  add(reply: LiveReply) {
    this.replies.set(reply.meta.replyId, reply);
  }

  /** The reply has ended and is stored. */
  delete(id: string) {
    if (!this.replies.delete(id)) return;
    const at = this.clock();
    for (const [old, endedAt] of this.ended) {
      if (at - endedAt < REMEMBER_ENDED_MS) break;
      this.ended.delete(old);
    }
    this.ended.set(id, at);
  }

  /**
   * A reader elsewhere follows `id`. Written here: announced from now on, and its writer wakes
   * the reader after what is already in flight. Ended here lately (the reader may have read its
   * row before the last write committed): woken at once. Anything else is not this instance's.
   */
  watch(id: string) {
    const reply = this.replies.get(id);
    if (reply) {
      reply.watched = true;
      reply.onWatched();
    } else if (this.ended.has(id)) this.announce(id);
  }
}
