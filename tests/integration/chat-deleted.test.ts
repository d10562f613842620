import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/router";
import { CHAT_DELETED_TEXT } from "../../shared/chat-text";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf, parseEvents } from "../helpers/streams";

// Issue #27: a conversation deleted while its reply is written ends the reply with a clear event, a
// 404 with the code `conversation_deleted`, instead of a 503 "could not be saved".
const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
let base = "";

beforeAll(async () => {
  base = await addressOf(t);
});

const trpc = (token: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) })],
  });

const deleteConversation = (token: string, id: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/chat/conversation/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** Waits until the reply's row is written (its first write follows its first token). */
async function replyStored(id: string) {
  await expect.poll(() => t.database.db.message.count({ where: { id } }), { timeout: 10_000, interval: 20 }).toBe(1);
}

/** An SSE turn read as it arrives: `until` resolves once an event of that kind came, `done` with every event. */
function openStream(token: string, body: Record<string, unknown>) {
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  let wake = () => {};
  const done = (async () => {
    const response = await fetch(`${base}/api/chat/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ modelId: FREE, ...body }),
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    let buffer = "";
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      buffer += new TextDecoder().decode(chunk.value);
      const end = buffer.lastIndexOf("\n\n");
      if (end === -1) continue;
      events.push(...parseEvents(buffer.slice(0, end + 2)));
      buffer = buffer.slice(end + 2);
      wake();
    }
    return events;
  })();
  return {
    done,
    async until(kind: string) {
      while (!events.some((event) => event.event === kind))
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), done]);
      return events.find((event) => event.event === kind)?.data ?? {};
    },
  };
}

const leases = (userId: string) => t.database.db.replyLease.count({ where: { userId } });

describe("a conversation deleted while its reply is written", () => {
  it("ends the SSE stream with a conversation_deleted error event, and stops the reply", async () => {
    const user = await signUp(t);
    const stream = openStream(user.token, { message: "slow:200" });
    const meta = await stream.until("meta");
    await stream.until("delta");
    await replyStored(String(meta.replyId));

    const deleted = await deleteConversation(user.token, String(meta.conversationId));
    expect(deleted.statusCode, deleted.body).toBe(200);
    const events = await stream.done;
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { error: CHAT_DELETED_TEXT, status: 404, code: "conversation_deleted" },
    });
    expect(events.some((event) => event.event === "done")).toBe(false);
    // Stopped, not written on to its 200th word for nobody; and its place among the replies at once is free.
    expect(events.filter((event) => event.event === "delta").length).toBeLessThan(150);
    await expect.poll(() => leases(user._id), { timeout: 10_000 }).toBe(0);
    expect(await t.database.db.message.count({ where: { conversationId: String(meta.conversationId) } })).toBe(0);
  });

  it("ends the SPA's tRPC stream with the same error, also before the reply's first word", async () => {
    const user = await signUp(t);
    const first = await post(t, "/api/chat", { message: "a first question", modelId: FREE }, user.token);
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = first.json().conversationId as string;

    // The model takes its time to start: the conversation is deleted before anything of the reply is stored.
    const events: string[] = [];
    const reading = (async () => {
      for await (const event of await trpc(user.token).chat.send.mutate({
        message: "paced:3000:5:5",
        modelId: FREE,
        conversationId,
      })) {
        events.push(event.type);
        if (event.type === "meta") {
          const deleted = await deleteConversation(user.token, conversationId);
          expect(deleted.statusCode, deleted.body).toBe(200);
        }
      }
    })();
    const error = await reading.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).message).toBe(CHAT_DELETED_TEXT);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
      httpStatus: 404,
      extra: { code: "conversation_deleted" },
    });
    expect(events).toEqual(["meta"]);
    await expect.poll(() => leases(user._id), { timeout: 10_000 }).toBe(0);
  });

  it("ends the reply with the same event when another instance deleted it without a word on the change bus", async () => {
    const user = await signUp(t);
    const stream = openStream(user.token, { message: "slow:200" });
    const meta = await stream.until("meta");
    await stream.until("delta");
    await replyStored(String(meta.replyId));
    // As another instance whose notice never arrived: the row is simply gone, and the next write finds out.
    await t.database.db.conversation.delete({ where: { id: String(meta.conversationId) } });
    const events = await stream.done;
    expect(events.at(-1)).toMatchObject({ event: "error", data: { status: 404, code: "conversation_deleted" } });
    expect(events.filter((event) => event.event === "delta").length).toBeLessThan(150);
  });

  it("ends it so too when the conversation went that way before the reply's first word was stored", async () => {
    const user = await signUp(t);
    const first = await post(t, "/api/chat", { message: "a first question", modelId: FREE }, user.token);
    const conversationId = first.json().conversationId as string;
    const stream = openStream(user.token, { message: "paced:1500:100:5", conversationId });
    await stream.until("meta");
    await t.database.db.conversation.delete({ where: { id: conversationId } });
    const events = await stream.done;
    expect(events.at(-1)).toMatchObject({ event: "error", data: { status: 404, code: "conversation_deleted" } });
    // Stopped at its first write, not streamed on to its 100th word.
    expect(events.filter((event) => event.event === "delta").length).toBeLessThan(50);
    await expect.poll(() => leases(user._id), { timeout: 10_000 }).toBe(0);
  });

  it("answers POST /api/chat with a 404 that names the reason", async () => {
    const user = await signUp(t);
    const first = await post(t, "/api/chat", { message: "a first question", modelId: FREE }, user.token);
    const conversationId = first.json().conversationId as string;
    const asking = post(t, "/api/chat", { message: "paced:1500:3:5", modelId: FREE, conversationId }, user.token);
    // The question is not stored before the reply's first word: wait for its lease instead.
    await expect.poll(() => leases(user._id), { timeout: 10_000, interval: 20 }).toBe(1);
    expect((await deleteConversation(user.token, conversationId)).statusCode).toBe(200);
    const answer = await asking;
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, error: CHAT_DELETED_TEXT, code: "conversation_deleted" });
  });
});
