import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../server/lib/uuid7";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf, parseEvents, readUntil, streamedText, streamUntilThenDisconnect } from "../helpers/streams";
import { drainTurn, streamingClient } from "../helpers/trpc-turns";

const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
const OTHER_FREE = "deepseek/deepseek-chat-v3.1:free";
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index} `).join("");
let base = "";

beforeAll(async () => {
  base = await addressOf(t);
});

const api = (token: string) => streamingClient(base, token);

const drain = drainTurn;

async function storedReply(id: string, status = "complete", ms = 5_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const reply = await t.database.db.message.findUnique({ where: { id } });
    if (reply?.status === status || Date.now() > deadline) return reply;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What the model was last sent, as role: content lines. */
const lastUpstreamPrompt = () =>
  (t.upstream?.requests.at(-1)?.body.messages ?? []).map((message) => `${message.role}: ${message.content}`);

describe("replies belong to the server", () => {
  it("keeps streaming after its client disconnects and stores the reply complete", async () => {
    const user = await signUp(t);
    const { replyId, received } = await streamUntilThenDisconnect(t, user.token, "slow", "word2");
    expect(received).not.toContain("word19");
    const reply = await storedReply(replyId);
    expect(reply).toMatchObject({ status: "complete", content: words(20), credits: 1 });
  });

  it("lets a second reader join mid-reply: the text so far, then the rest, in order, nothing lost or doubled", async () => {
    const user = await signUp(t);
    const first = new AbortController();
    const sent = fetch(`${base}/api/chat/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ message: "slow:30", modelId: FREE }),
      signal: first.signal,
    });
    const firstText = await readUntil(await sent, first, "word5 ");
    const replyId = String(parseEvents(firstText).find((event) => event.event === "meta")?.data.replyId);

    // The page is reloaded: the conversation says the reply is still being written…
    const conversationId = String(parseEvents(firstText)[0]?.data.conversationId);
    const opened = (await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json();
    expect(opened.conversation.messages.at(-1)).toMatchObject({ id: replyId, status: "streaming" });

    // …and reading it again gives all of it.
    const again = await fetch(`${base}/api/chat/messages/${replyId}/stream`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const events = parseEvents(await again.text());
    expect(events[0]?.event).toBe("meta");
    expect(String(events[0]?.data.content)).toMatch(/^word0 word1 word2 word3 word4 word5 /);
    const text = streamedText(events);
    expect(text).toBe(words(30));
    expect(events.at(-1)?.event).toBe("done");
    expect(await storedReply(replyId)).toMatchObject({ status: "complete", content: words(30) });
    // A finished reply reads whole.
    const whole = parseEvents(
      await (
        await fetch(`${base}/api/chat/messages/${replyId}/stream`, {
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).text(),
    );
    expect(whole.map((event) => event.event)).toEqual(["meta", "done"]);
    expect(whole[0]?.data.content).toBe(words(30));
  });

  it("lets nobody else read or stop a reply", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { replyId } = await streamUntilThenDisconnect(t, owner.token, "slow", "word1");
    expect((await get(t, `/api/chat/messages/${replyId}/stream`, stranger.token)).statusCode).toBe(404);
    expect((await post(t, `/api/chat/messages/${replyId}/stop`, {}, stranger.token)).statusCode).toBe(404);
    expect(await storedReply(replyId)).toMatchObject({ status: "complete" });
  });

  it("lets a reader that comes before the reply's first write wait for it, and answers an old unknown id at once", async () => {
    const user = await signUp(t);
    const { conversationId, replyId: earlier } = await streamUntilThenDisconnect(t, user.token, "slow", "word1");
    await storedReply(earlier);
    // Another instance announced this reply (its id is in the meta event) but has not written its row yet.
    const replyId = uuidv7();
    const reading = fetch(`${base}/api/chat/messages/${replyId}/stream`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const at = new Date();
    await t.database.db.message.create({
      data: {
        id: replyId,
        conversationId,
        parentId: earlier,
        role: "assistant",
        content: "Hello ",
        status: "streaming",
        createdAt: at,
        updatedAt: at,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.message.update({
      where: { id: replyId },
      data: { content: "Hello world", status: "complete", updatedAt: new Date() },
    });
    const response = await reading;
    expect(response.status).toBe(200);
    const events = parseEvents(await response.text());
    const text = streamedText(events);
    expect(text).toBe("Hello world");
    expect(events.at(-1)?.event).toBe("done");

    // No wait for an id that is not new, nor for someone else's reply.
    expect((await get(t, `/api/chat/messages/${uuidv7(Date.now() - 60_000)}/stream`, user.token)).statusCode).toBe(404);
    const stranger = await signUp(t);
    const started = Date.now();
    expect((await get(t, `/api/chat/messages/${replyId}/stream`, stranger.token)).statusCode).toBe(404);
    // Well under the 10 s a new id of the viewer's own would be given.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it("writes a reply's text about once a second, never once per token", async () => {
    const user = await signUp(t);
    const writes: string[] = [];
    const query = pg.Client.prototype.query;
    // Every statement of the app goes through pg.Client#query (Prisma's adapter and the raw pool alike).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      const text = typeof config === "string" ? config : (config?.text ?? "");
      if (/^\s*(with|insert|update)\b[\s\S]*"Message"/i.test(text)) writes.push(text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let midway: { status: string; content: string } | null = null;
    try {
      const events = await api(user.token).chat.send.mutate({ message: "slow:40", modelId: FREE });
      let deltas = 0;
      let text = "";
      let replyId = "";
      for await (const event of events) {
        if (event.type === "meta") replyId = event.replyId;
        if (event.type !== "delta") continue;
        deltas += 1;
        text += event.content;
        // About 1.5 s in: the text so far is in the database for readers elsewhere.
        if (!midway && text.includes("word29 "))
          midway = await t.database.db.message.findUniqueOrThrow({
            where: { id: replyId },
            select: { status: true, content: true },
          });
      }
      // A reader that falls behind gets the tokens that piled up as one delta, so on a busy machine there
      // may be fewer than 40; the text is whole either way.
      expect(text).toBe(words(40));
      expect(deltas).toBeGreaterThan(1);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(midway).toMatchObject({ status: "streaming", content: expect.stringMatching(/^word0 word1 /) });
    // 40 tokens over two seconds: the first write, one or two flushes, the last write.
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.length).toBeLessThanOrEqual(6);
  });
});

describe("versions: regenerate, edit, continue", () => {
  it("regenerates a reply with another model, keeps both versions, and continues from the chosen one", async () => {
    const user = await signUp(t);
    const chat = api(user.token).chat;
    const first = await drain(await chat.send.mutate({ message: "Name a river", modelId: FREE }));
    const reply = await t.database.db.message.findUniqueOrThrow({ where: { id: first.replyId } });
    const conversationId = reply.conversationId;
    const used = async () => (await chat.conversation.query({ id: conversationId })).messages;

    const second = await drain(await chat.regenerate.mutate({ messageId: first.replyId, modelId: OTHER_FREE }));
    expect(second.text).toBe("Echo: Name a river");
    expect(lastUpstreamPrompt()).toEqual(["user: Name a river"]);
    let messages = await used();
    expect(messages.map((message) => message.id)).toEqual([reply.parentId, second.replyId]);
    expect(messages[1]).toMatchObject({ versions: [first.replyId, second.replyId], model: OTHER_FREE });
    // Charged like any turn.
    expect(await t.database.db.message.findUniqueOrThrow({ where: { id: second.replyId } })).toMatchObject({
      credits: 1,
      tokensOut: 5,
    });

    // Back to version 1, and the next question follows it.
    messages = (await chat.selectVersion.mutate({ messageId: first.replyId })).messages;
    expect(messages.map((message) => message.id)).toEqual([reply.parentId, first.replyId]);
    await t.database.db.message.update({ where: { id: first.replyId }, data: { content: "The Kaveri." } });
    const next = await drain(await chat.send.mutate({ message: "How long is it?", modelId: FREE, conversationId }));
    expect(lastUpstreamPrompt()).toEqual(["user: Name a river", "assistant: The Kaveri.", "user: How long is it?"]);
    messages = await used();
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(messages[1]?.id).toBe(first.replyId);
    expect(messages[3]?.id).toBe(next.replyId);
    // Version 2 had no follow-up: choosing it shows the conversation as it was there.
    messages = (await chat.selectVersion.mutate({ messageId: second.replyId })).messages;
    expect(messages.map((message) => message.id)).toEqual([reply.parentId, second.replyId]);
  });

  it("edits a question into a new branch, keeping the earlier one", async () => {
    const user = await signUp(t);
    const chat = api(user.token).chat;
    const first = await drain(await chat.send.mutate({ message: "Plan a trip to Goa", modelId: FREE }));
    const { conversationId, parentId: questionId } = await t.database.db.message.findUniqueOrThrow({
      where: { id: first.replyId },
    });
    await drain(await chat.send.mutate({ message: "Add a beach day", modelId: FREE, conversationId }));

    const edited = await drain(
      await chat.send.mutate({
        message: "Plan a trip to Kerala",
        modelId: FREE,
        conversationId,
        editOf: questionId ?? "",
      }),
    );
    expect(lastUpstreamPrompt()).toEqual(["user: Plan a trip to Kerala"]);
    let messages = (await chat.conversation.query({ id: conversationId })).messages;
    expect(messages.map((message) => message.content)).toEqual(["Plan a trip to Kerala", edited.text]);
    expect(messages[0]?.versions).toEqual([questionId, messages[0]?.id]);

    messages = (await chat.selectVersion.mutate({ messageId: questionId ?? "" })).messages;
    expect(messages.map((message) => message.content)).toEqual([
      "Plan a trip to Goa",
      "Echo: Plan a trip to Goa",
      "Add a beach day",
      "Echo: Add a beach day",
    ]);
    // An answer cannot be "edited", and another conversation's message is not this one's.
    await expect(
      chat.send.mutate({ message: "x", modelId: FREE, conversationId, editOf: first.replyId }),
    ).rejects.toMatchObject({ data: { httpStatus: 400 } });
    const other = await drain(await chat.send.mutate({ message: "Elsewhere", modelId: FREE }));
    await expect(
      chat.send.mutate({ message: "x", modelId: FREE, conversationId, parentId: other.replyId }),
    ).rejects.toMatchObject({ data: { httpStatus: 404 } });
  });

  it("continues a stopped reply as a new version that starts with its text", async () => {
    const user = await signUp(t);
    const chat = api(user.token).chat;
    let replyId = "";
    for await (const event of await chat.send.mutate({ message: "slow", modelId: FREE })) {
      if (event.type === "meta") replyId = event.replyId;
      if (event.type === "delta" && event.content.includes("word2")) await chat.stop.mutate({ messageId: replyId });
    }
    const stopped = await t.database.db.message.findUniqueOrThrow({ where: { id: replyId } });
    expect(stopped.status).toBe("stopped");

    // The model is asked to go on; it answers here with an echo of that request.
    const continued = await drain(await chat.continue.mutate({ messageId: replyId }));
    expect(continued.text.startsWith(stopped.content)).toBe(true);
    expect(continued.text.length).toBeGreaterThan(stopped.content.length);
    expect(lastUpstreamPrompt().slice(-2)).toEqual([
      `assistant: ${stopped.content}`,
      expect.stringMatching(/^user: Continue exactly where/),
    ]);
    const messages = (await chat.conversation.query({ id: stopped.conversationId })).messages;
    expect(messages[1]).toMatchObject({ content: continued.text, versions: [replyId, continued.replyId] });
    // A complete reply has nothing to continue; one still being written cannot be regenerated.
    await expect(chat.continue.mutate({ messageId: continued.replyId })).rejects.toMatchObject({
      data: { httpStatus: 400 },
    });
    let liveId = "";
    for await (const event of await chat.send.mutate({ message: "slow", modelId: FREE })) {
      if (event.type !== "meta") continue;
      liveId = event.replyId;
      await expect(chat.regenerate.mutate({ messageId: liveId, modelId: FREE })).rejects.toMatchObject({
        data: { httpStatus: 409 },
      });
      await chat.stop.mutate({ messageId: liveId });
    }
    expect(liveId).not.toBe("");
  });
});
