import type { ChangeBus } from "../../core/change-bus";
import type { UserViewer } from "../../core/session.service";
import { conversationDeleted } from "./conversations.service";
import type { Follower } from "./follower";
import type { LiveReplies } from "./live-replies";
import { stopReason } from "./turn-types";

/**
 * Stopping replies wherever they are written: Stop from any instance (the
 * "reply-stop" topic reaches the one writing it), a deleted conversation's
 * replies ("conversation-deleted"), and every reply here when the instance
 * shuts down. A stopped reply keeps what arrived.
 */
export function createStopping(deps: { bus: ChangeBus; live: LiveReplies; follower: Follower; flushMs: number }) {
  const { bus, live, follower, flushMs } = deps;

  bus.subscribe("reply-stop", (id) => live.get(id)?.abort.abort(stopReason()));
  // Nobody can keep these replies any more, whether or not their first words were stored yet.
  bus.subscribe("conversation-deleted", (conversationId) => {
    for (const reply of live.values())
      if (reply.meta.conversationId === conversationId) reply.abort.abort(conversationDeleted());
  });

  return {
    /** Ends the replies still being written in a deleted conversation, wherever they are written. */
    stopConversation: (conversationId: string) => bus.publish("conversation-deleted", conversationId),

    /** Stop: ends the reply wherever it is being written, keeping what arrived. Resolves once it is stored. */
    async stop(viewer: UserViewer, messageId: string) {
      const here = live.get(messageId);
      if (here && here.userId === viewer.id) {
        here.abort.abort(stopReason());
        await here.settled;
        return { stopped: true };
      }
      // Written elsewhere: wait (briefly) for its server to store it as stopped.
      const deadline = AbortSignal.timeout(flushMs * 5);
      const watch = follower.watchElsewhere(messageId, deadline);
      const reply = await follower
        .ownedReply(viewer, messageId, { watch, signal: deadline })
        .catch((error: unknown) => {
          watch.close();
          throw error;
        });
      if (reply.status !== "streaming") {
        watch.close();
        return { stopped: false };
      }
      await bus.publish("reply-stop", messageId);
      try {
        for await (const _event of follower.readElsewhere(reply, watch, deadline)) {
          // Read only to learn when it has ended.
        }
      } catch {
        // It failed instead: ended all the same.
      }
      return { stopped: true };
    },

    /** Stops every reply written here and waits until each is stored (the instance is shutting down). */
    async drain() {
      const replies = [...live.values()];
      for (const reply of replies) reply.abort.abort(stopReason());
      await Promise.all(replies.map((reply) => reply.settled));
    },
  };
}
