import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "#shared/chat-events";
import { ReplyReader, type ReplyReaderOptions, type ReplyStream, reconnectDelay } from "./reply-reader";

const meta = (content = ""): ChatEvent => ({
  type: "meta",
  conversationId: "c1",
  model: "m",
  modelName: "M",
  userMessageId: "q1",
  replyId: "r1",
  content,
});
const delta = (content: string): ChatEvent => ({ type: "delta", content });
const done: ChatEvent = { type: "done", messageId: "r1", conversationId: "c1" };

const httpError = (status: number) =>
  new TRPCClientError("The model failed.", {
    result: { error: { message: "The model failed.", code: -32603, data: { httpStatus: status } } },
  } as never);

/**
 * A scripted stream: its events, then the end, a thrown error, or (`hang`)
 * nothing until the request is aborted, which then fails like a cut fetch.
 */
function stream(events: ChatEvent[], end: "end" | "hang" | Error, signal: AbortSignal): ReplyStream {
  return (async function* () {
    for (const event of events) {
      if (signal.aborted) throw new TypeError("aborted");
      yield event;
      await Promise.resolve();
    }
    if (end === "hang")
      await new Promise((_resolve, reject) => {
        if (signal.aborted) reject(new TypeError("aborted"));
        signal.addEventListener("abort", () => reject(new TypeError("aborted")), { once: true });
      });
    if (end instanceof Error) throw end;
  })();
}

function reader(options: Partial<ReplyReaderOptions> & Pick<ReplyReaderOptions, "open">) {
  const texts: string[] = [];
  const metas: string[] = [];
  const instance = new ReplyReader({
    follow: async () => {
      throw new Error("no follow scripted");
    },
    firstEventTimeoutMs: 5_000,
    onMeta: (event) => metas.push(event.content),
    onQueued: () => {},
    onText: (text) => texts.push(text),
    online: () => true,
    ...options,
  });
  return { instance, texts, metas };
}

describe("reading a reply", () => {
  it("adds the deltas to the meta's text and ends complete with done", async () => {
    const { instance, texts } = reader({
      open: async (signal) => stream([meta(), delta("Hello "), delta("there"), done], "end", signal),
    });
    expect(await instance.read()).toEqual({ kind: "ended", status: "complete", replyId: "r1", content: "Hello there" });
    expect(texts).toEqual(["Hello ", "Hello there"]);
  });

  it("ends stopped when the stream ends without done, keeping what arrived", async () => {
    const { instance } = reader({ open: async (signal) => stream([meta("Before "), delta("more")], "end", signal) });
    expect(await instance.read()).toMatchObject({ kind: "ended", status: "stopped", content: "Before more" });
  });

  it("follows the reply again after a network failure: the meta's text replaces the text so far, nothing doubled", async () => {
    const follows: string[] = [];
    const { instance, metas } = reader({
      open: async (signal) =>
        stream([meta(), delta("word0 "), delta("word1 ")], new TypeError("Failed to fetch"), signal),
      follow: async (replyId, signal) => {
        follows.push(replyId);
        return stream([meta("word0 word1 word2 "), delta("word3 "), done], "end", signal);
      },
    });
    expect(await instance.read()).toEqual({
      kind: "ended",
      status: "complete",
      replyId: "r1",
      content: "word0 word1 word2 word3 ",
    });
    expect(follows).toEqual(["r1"]);
    expect(metas).toEqual(["", "word0 word1 word2 "]);
  });

  it("says it is reconnecting from the dropped connection until the reply flows again (issue #27)", async () => {
    const changes: boolean[] = [];
    let follows = 0;
    const { instance } = reader({
      reconnectDelays: [0, 0],
      onReconnecting: (reconnecting) => changes.push(reconnecting),
      open: async (signal) => stream([meta(), delta("word0 ")], new TypeError("Failed to fetch"), signal),
      follow: async (_id, signal) => {
        follows++;
        if (follows === 1) throw new TypeError("Failed to fetch");
        return stream([meta("word0 word1 "), done], "end", signal);
      },
    });
    expect(await instance.read()).toMatchObject({ kind: "ended", status: "complete", content: "word0 word1 " });
    // On at the first drop, still on through the failed attempt, off with the first event read again.
    expect(changes).toEqual([true, false]);

    const lost: boolean[] = [];
    const gone = reader({
      reconnectDelays: [0],
      onReconnecting: (reconnecting) => lost.push(reconnecting),
      open: async (signal) => stream([meta()], new TypeError("cut"), signal),
      follow: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await gone.instance.read()).toMatchObject({ kind: "failed", failure: { kind: "network" } });
    // Given up: no longer reconnecting.
    expect(lost).toEqual([true, false]);
  });

  it("counts reading again when the browser is back online as reconnecting, a mere wake-up not", async () => {
    const changes: boolean[] = [];
    let release = () => {};
    const { instance } = reader({
      onReconnecting: (reconnecting) => changes.push(reconnecting),
      open: async (signal) => stream([meta(), delta("a ")], "hang", signal),
      follow: async (_id, signal) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return stream([meta("a b "), delta("c"), done], "end", signal);
      },
    });
    const reading = instance.read();
    await expect.poll(() => instance.content).toBe("a ");
    instance.reopen(true);
    await expect.poll(() => changes).toEqual([true]);
    release();
    expect(await reading).toMatchObject({ kind: "ended", content: "a b c" });
    expect(changes).toEqual([true, false]);

    const quiet: boolean[] = [];
    const woken = reader({
      onReconnecting: (reconnecting) => quiet.push(reconnecting),
      open: async (signal) => stream([meta(), delta("a ")], "hang", signal),
      follow: async (_id, signal) => stream([meta("a b "), done], "end", signal),
    });
    const wokenReading = woken.instance.read();
    await expect.poll(() => woken.instance.content).toBe("a ");
    woken.instance.reopen();
    await wokenReading;
    expect(quiet).toEqual([]);
  });

  it("does not read again after an HTTP error: the reply failed on the server", async () => {
    const { instance } = reader({
      open: async (signal) => stream([meta(), delta("Part")], httpError(502), signal),
      follow: async () => {
        throw new Error("must not follow");
      },
    });
    expect(await instance.read()).toMatchObject({
      kind: "failed",
      failure: { kind: "http", status: 502 },
      replyId: "r1",
      content: "Part",
    });
  });

  it("counts a failure before the meta as refused: nothing was stored, there is nothing to follow", async () => {
    const { instance } = reader({ open: async () => Promise.reject(httpError(403)) });
    expect(await instance.read()).toMatchObject({ kind: "refused", failure: { kind: "http", status: 403 } });
    const offline = reader({ open: async () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(await offline.instance.read()).toEqual({ kind: "refused", failure: { kind: "network" } });
  });

  it("calls the request off when stopped before the meta, and refuses to once the reply has an id", async () => {
    const early = reader({ open: async (signal) => stream([], "hang", signal) });
    const reading = early.instance.read();
    expect(early.instance.cancel()).toBe(true);
    expect(await reading).toEqual({ kind: "cancelled" });

    const late = reader({ open: async (signal) => stream([meta()], "hang", signal) });
    const lateReading = late.instance.read();
    await expect.poll(() => late.instance.replyId).toBe("r1");
    expect(late.instance.cancel()).toBe(false);
    late.instance.abandon();
    expect(await lateReading).toEqual({ kind: "abandoned" });
  });

  it("reopens a read that hangs (a phone waking up) by following the reply again", async () => {
    const { instance } = reader({
      open: async (signal) => stream([meta(), delta("a ")], "hang", signal),
      follow: async (_id, signal) => stream([meta("a b "), delta("c"), done], "end", signal),
    });
    const reading = instance.read();
    await expect.poll(() => instance.content).toBe("a ");
    instance.reopen();
    expect(await reading).toMatchObject({ kind: "ended", status: "complete", content: "a b c" });
  });

  it("follows a reply named before reading (after a reload) and gives up after the last reconnect", async () => {
    let follows = 0;
    const { instance } = reader({
      replyId: "r1",
      reconnectDelays: [0, 0, 0],
      open: async (signal) => stream([meta("so far "), delta("and more")], new TypeError("cut"), signal),
      follow: async () => {
        follows++;
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await instance.read()).toMatchObject({
      kind: "failed",
      failure: { kind: "network" },
      content: "so far and more",
    });
    expect(follows).toBe(3);
  });
});

describe("reconnectDelay", () => {
  it("reconnects only a named reply after a network failure, for a bounded number of attempts", () => {
    expect(reconnectDelay({ kind: "network" }, "r1", 0)).toBe(250);
    expect(reconnectDelay({ kind: "network" }, "r1", 5)).toBe(15_000);
    expect(reconnectDelay({ kind: "network" }, "r1", 6)).toBeNull();
    expect(reconnectDelay({ kind: "network" }, null, 0)).toBeNull();
    expect(reconnectDelay({ kind: "http", status: 502 }, "r1", 0)).toBeNull();
    expect(reconnectDelay({ kind: "other" }, "r1", 0)).toBeNull();
  });
});
