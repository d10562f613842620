import type { Citation } from "../../../shared/citations";
import type { ChatEvent } from "./chat.service";

/**
 * A turn's events as one answer, for `POST /api/chat` (the spec's whole-reply call). The text is what the meta
 * event carries (written before the reply was read: a fast upstream may have said it all by then) and every
 * delta after it.
 */
export async function wholeReply(turn: AsyncIterator<ChatEvent>) {
  let content = "";
  let meta: Extract<ChatEvent, { type: "meta" }> | undefined;
  let messageId: string | undefined;
  let citations: Citation[] = [];
  for (let next = await turn.next(); !next.done; next = await turn.next()) {
    const event = next.value;
    if (event.type === "meta") {
      meta = event;
      content = event.content;
    }
    // Another model answers (issue #34): the reply names the one that did, and the one asked.
    else if (event.type === "fallback" && meta) {
      const { type: _, ...answered } = event;
      meta = { ...meta, ...answered };
    } else if (event.type === "citations") citations = event.citations;
    else if (event.type === "delta") content += event.content;
    else if (event.type === "done") messageId = event.messageId;
  }
  return {
    success: true,
    aiMessage: {
      content,
      model: meta?.model,
      modelName: meta?.modelName,
      ...(meta?.fallbackFrom ? { fallbackFrom: meta.fallbackFrom } : {}),
      webSearch: meta?.webSearch === true,
      citations,
    },
    conversationId: meta?.conversationId,
    messageId,
  };
}
