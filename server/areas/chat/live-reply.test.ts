import { describe, expect, it } from "vitest";
import { type ChatEvent, LiveReply } from "./live-reply";

const meta = { conversationId: "c1", model: "m", modelName: "M", userMessageId: "q1", replyId: "r1" };

async function collect(events: AsyncGenerator<ChatEvent>, during: (event: ChatEvent) => void = () => {}) {
  const seen: ChatEvent[] = [];
  for await (const event of events) {
    seen.push(event);
    during(event);
  }
  return seen;
}

describe("reading a reply being written", () => {
  it("gives a late reader the text so far, then the rest, once, with what it missed as one piece", async () => {
    const reply = new LiveReply(meta, "u1", "");
    reply.append("one ");
    reply.append("two ");
    const reading = collect(reply.read(), (event) => {
      // The reader is slow: three pieces arrive while it handles one.
      if (event.type === "meta") {
        reply.append("three ");
        reply.append("four ");
        reply.append("five");
        reply.end({ status: "complete" });
      }
    });
    expect(await reading).toEqual([
      { type: "meta", ...meta, content: "one two " },
      { type: "delta", content: "three four five" },
      { type: "done", messageId: "r1", conversationId: "c1" },
    ]);
  });

  it("shows the place in line only before the first words, ends a stopped reply without done, throws a failure", async () => {
    const queued = new LiveReply(meta, "u1", "");
    const first = collect(queued.read());
    queued.wait(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    queued.wait(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    queued.append("hi");
    queued.end({ status: "stopped" });
    expect((await first).map((event) => event.type)).toEqual(["meta", "queued", "queued", "delta"]);

    const failed = new LiveReply(meta, "u1", "Earlier text. ");
    const error = new Error("upstream went away");
    failed.end({ status: "failed", error });
    const read = failed.read();
    expect((await read.next()).value).toMatchObject({ type: "meta", content: "Earlier text. " });
    await expect(read.next()).rejects.toBe(error);
  });

  it("stops reading, not the reply, when the reader's signal aborts", async () => {
    const reply = new LiveReply(meta, "u1", "");
    const controller = new AbortController();
    const reading = collect(reply.read(controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect((await reading).map((event) => event.type)).toEqual(["meta"]);
    expect(reply.abort.signal.aborted).toBe(false);
    expect(reply.ending).toBeNull();
  });
});
