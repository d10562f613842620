import { conversationDeleted } from "./chat-errors";
import type { ChatMessage } from "./chat-message";
import { type ChatState, unauthorized } from "./chat-state";
import type { ReadOutcome } from "./reply-reader";

// What the hooks ask of a settled or moving screen, apart from the reducer itself (chat-state.ts).

/** What a settled turn asks of the world beyond the screen. */
export function afterSettled(outcome: ReadOutcome): { unauthorized: boolean; reload: boolean } {
  switch (outcome.kind) {
    case "refused":
      return { unauthorized: unauthorized(outcome.failure), reload: false };
    case "ended":
      return { unauthorized: false, reload: true };
    case "failed": {
      const { failure } = outcome;
      // A lost reply is read again by Retry, a deleted conversation has nothing to load.
      return {
        unauthorized: unauthorized(failure),
        reload: failure.kind !== "network" && !conversationDeleted(failure),
      };
    }
    default:
      return { unauthorized: false, reload: false };
  }
}

/** A reply the server is still writing at the end of the list: the screen follows it. */
export function liveReplyId(messages: readonly ChatMessage[]): string | undefined {
  const last = messages.at(-1);
  return last?.sender === "ai" && last.status === "streaming" ? last.id : undefined;
}

/** Where a list stands, to tell whether an answer that took a while still belongs on screen. */
export type ChatMark = Pick<ChatState, "generation" | "revision">;
export const markOf = ({ generation, revision }: ChatState): ChatMark => ({ generation, revision });
export const movedOn = (state: ChatState, mark: ChatMark) =>
  state.generation !== mark.generation || state.revision !== mark.revision;
