import { describe, expect, it } from "vitest";
import type { ChatEvent } from "./chat.service";
import { wholeReply } from "./whole-reply";

async function* events(...list: ChatEvent[]): AsyncGenerator<ChatEvent> {
  yield* list;
}

const meta = (content: string): ChatEvent => ({
  type: "meta",
  conversationId: "c1",
  userMessageId: "q1",
  model: "x-ai/grok-4-fast:free",
  modelName: "Grok 4 Fast",
  replyId: "r1",
  webSearch: false,
  content,
});

describe("the whole reply of POST /api/chat", () => {
  it("starts from what the meta event carries: text written before the reply was read is not lost", async () => {
    const answer = await wholeReply(
      events(
        meta("Written before it was read, "),
        { type: "delta", content: "then the rest." },
        {
          type: "done",
          messageId: "r1",
          conversationId: "c1",
        },
      ),
    );
    expect(answer.aiMessage.content).toBe("Written before it was read, then the rest.");
    expect(answer).toMatchObject({ messageId: "r1", conversationId: "c1", aiMessage: { modelName: "Grok 4 Fast" } });
  });

  it("is whole when the meta event carries all of it", async () => {
    const answer = await wholeReply(
      events(meta("All of it."), { type: "done", messageId: "r1", conversationId: "c1" }),
    );
    expect(answer.aiMessage.content).toBe("All of it.");
  });
});
