import { type Citation, storedCitations } from "../../../shared/citations";
import { englishText, say } from "../../../shared/server-messages";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { UserViewer } from "../../core/session.service";
import { uuidv7Time } from "../../lib/uuid7";
import type { ChatStore } from "./chat.store";
import { conversationDeleted } from "./conversations.service";
import type { LiveReplies } from "./live-replies";
import { type ChatEvent, type Ending, readReply } from "./live-reply";

/** How long a reader on another instance waits for a new reply's first write (see ownedReply). */
const FIRST_WRITE_MS = 10_000;

type Row = { content: string; status: string; updatedAt: Date; citations: unknown };
type StoredReply = Row & {
  webSearch: boolean;
  id: string;
  conversationId: string;
  parentId: string | null;
  model: string | null;
  modelName: string | null;
  fallbackFrom: string | null;
};

/**
 * Following a reply across instances. A reply is written where its turn runs;
 * a reader anywhere else reads its row as it is flushed, woken by the change
 * bus. Writes notify nobody unless followed, so a reader first says it follows
 * (the "reply-watch" topic) and only then reads the row it goes by; the writer
 * announces its writes from then on and wakes the reader once more after
 * those already on their way (live-replies.ts).
 */
export function createFollower(deps: {
  store: ChatStore;
  bus: ChangeBus;
  live: LiveReplies;
  /** How often a streaming reply is flushed; readers here poll at this pace while the bus is down. */
  flushMs: number;
  isStale: (updatedAt: Date) => boolean;
  settleAbandoned: (id: string) => void;
}) {
  const { store, bus, live, flushMs, isStale, settleAbandoned } = deps;
  /** Readers here of replies written elsewhere, woken when one is written to. */
  const remoteReaders = new Map<string, Set<() => void>>();

  bus.subscribe("reply", (id) => {
    for (const wake of remoteReaders.get(id) ?? []) wake();
  });
  bus.subscribe("reply-watch", (id) => live.watch(id));

  /**
   * Wakes for a reply written on another instance: on each of its writes
   * (announced on the change bus once `follow` has said so), or by polling
   * while the bus is down. Set up before the reply is first read, so no
   * write falls between the two.
   */
  function watchElsewhere(id: string, signal?: AbortSignal) {
    let dirty = false;
    let following = false;
    let wake: (() => void) | null = null;
    const reader = () => {
      dirty = true;
      wake?.();
    };
    const readers = remoteReaders.get(id) ?? new Set();
    readers.add(reader);
    remoteReaders.set(id, readers);
    signal?.addEventListener("abort", reader, { once: true });
    const follow = async () => {
      following = true;
      await bus.publish("reply-watch", id);
    };
    return {
      get following() {
        return following;
      },
      follow,
      async next() {
        if (!dirty) {
          let timer: NodeJS.Timeout | undefined;
          const woken = await new Promise<boolean>((resolve) => {
            wake = () => resolve(true);
            timer = setTimeout(() => resolve(false), bus.live ? flushMs * 5 : flushMs);
          });
          clearTimeout(timer);
          // Nothing heard for a while: the writer may have missed that this reader follows (its bus was
          // down), so say it again; the reading goes on from the row in any case.
          if (!woken && following && bus.live && !signal?.aborted) await follow().catch(() => {});
        }
        dirty = false;
        wake = null;
      },
      close() {
        signal?.removeEventListener("abort", reader);
        readers.delete(reader);
        if (readers.size === 0) remoteReaders.delete(id);
      },
    };
  }
  type Watch = ReturnType<typeof watchElsewhere>;

  /** A reply written on another instance (or by nobody any more), read from its flushes. */
  async function* readElsewhere(reply: StoredReply, watch: Watch, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
    const view = {
      meta: {
        conversationId: reply.conversationId,
        model: reply.model ?? "",
        modelName: reply.modelName ?? "",
        ...(reply.fallbackFrom ? { fallbackFrom: reply.fallbackFrom } : {}),
        userMessageId: reply.parentId ?? "",
        replyId: reply.id,
        webSearch: reply.webSearch,
      },
      content: reply.content,
      queued: null,
      ending: null as Ending | null,
      citations: [] as Citation[],
    };
    const settle = (current: Row) => {
      view.content = current.content;
      // Sources are stored with the reply's last write: sent once, when there are some (issue #31).
      if (view.citations.length === 0) {
        const stored = storedCitations(current.citations);
        if (stored.length > 0) view.citations = stored;
      }
      if (current.status === "streaming" && isStale(current.updatedAt)) {
        settleAbandoned(reply.id);
        view.ending = { status: "stopped" };
      } else if (current.status === "failed")
        view.ending = {
          status: "failed",
          error: new AppError("UPSTREAM_FAILED", say("chat.replyIncomplete"), {
            details: englishText("chat.next.retry"),
          }),
        };
      else if (current.status !== "streaming") view.ending = { status: current.status as "complete" | "stopped" };
    };
    settle(reply);
    try {
      yield* readReply(
        view,
        async () => {
          await watch.next();
          const current = await store.reply(reply.id);
          if (current) settle(current);
          // Gone while read: its conversation was deleted.
          else view.ending = { status: "failed", error: conversationDeleted() };
        },
        signal,
      );
    } finally {
      watch.close();
    }
  }

  /**
   * The viewer's reply. Given `first` (a reader that will go on reading it), a reply still being
   * written is read again once the reader has said it follows it. A reply's row is first written
   * once its first words are out (so the question's statements never delay them), so a reader on
   * another instance may ask before that write commits: given `first`, an id minted moments ago
   * waits for it (its notice wakes `first.watch`).
   */
  async function ownedReply(viewer: UserViewer, messageId: string, first?: { watch: Watch; signal?: AbortSignal }) {
    for (;;) {
      const message = await store.message(viewer.id, messageId);
      if (message?.role === "assistant" && (!first || first.watch.following || message.status !== "streaming"))
        return message;
      if (message?.role === "assistant" && first) {
        await first.watch.follow();
        continue;
      }
      const minted = uuidv7Time(messageId);
      const waiting = first && !first.signal?.aborted && minted !== null && Date.now() - minted < FIRST_WRITE_MS;
      // Someone else's message is not going to become the viewer's: no wait for it.
      if (message || !waiting || (await store.exists(messageId)))
        throw new AppError("NOT_FOUND", say("chat.replyNotFound"));
      if (first.watch.following) await first.watch.next();
      else await first.watch.follow();
    }
  }

  return {
    ownedReply,
    watchElsewhere,
    readElsewhere,

    /** Reads a reply here if it is written here, otherwise from the database as it is flushed. */
    async follow(viewer: UserViewer, messageId: string, signal?: AbortSignal) {
      const here = live.get(messageId);
      if (here && here.userId === viewer.id) return here.read(signal);
      const watch = watchElsewhere(messageId, signal);
      try {
        const reply = await ownedReply(viewer, messageId, { watch, signal });
        return readElsewhere(reply, watch, signal);
      } catch (error) {
        watch.close();
        throw error;
      }
    },
  };
}

export type Follower = ReturnType<typeof createFollower>;
