import { createTRPCClient, httpBatchStreamLink } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/router";
import { signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ upstream: true });
let url = "";

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/trpc`;
});

function client(token: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url, headers: () => ({ authorization: `Bearer ${token}` }) })],
  });
}

describe("chat over tRPC (the SPA's path)", () => {
  it("streams the reply as events through httpBatchStreamLink", async () => {
    const user = await signUp(t);
    const events = [];
    for await (const event of await client(user.token).chat.send.mutate({
      message: "Over tRPC",
      modelId: "x-ai/grok-4-fast:free",
    }))
      events.push(event);
    expect(events[0]).toMatchObject({ type: "meta", modelName: "Grok 4 Fast" });
    expect(
      events
        .filter((event) => event.type === "delta")
        .map((event) => (event.type === "delta" ? event.content : ""))
        .join(""),
    ).toBe("Echo: Over tRPC");
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const history = await client(user.token).chat.history.query({});
    expect(history.conversations[0]).toMatchObject({ title: "Over tRPC", messageCount: 2 });
  });

  it("keeps writing a reply whose request was aborted; follow reads it again, whole and once", async () => {
    const user = await signUp(t);
    const controller = new AbortController();
    const stream = await client(user.token).chat.send.mutate(
      { message: "slow", modelId: "x-ai/grok-4-fast:free" },
      { signal: controller.signal },
    );
    let replyId = "";
    let deltas = 0;
    await expect(
      (async () => {
        for await (const event of stream) {
          if (event.type === "meta") replyId = event.replyId;
          if (event.type === "delta" && ++deltas === 3) controller.abort();
        }
      })(),
    ).rejects.toThrow();

    let text = "";
    const events: string[] = [];
    for await (const event of await client(user.token).chat.follow.query({ messageId: replyId })) {
      events.push(event.type);
      if (event.type === "meta") text = event.content;
      if (event.type === "delta") text += event.content;
    }
    expect(text.startsWith("word0 word1 word2")).toBe(true);
    expect(events.at(-1)).toBe("done");
    const words = Array.from({ length: 20 }, (_, index) => `word${index} `).join("");
    expect(text).toBe(words);
    const reply = await t.database.db.message.findUniqueOrThrow({ where: { id: replyId } });
    expect(reply).toMatchObject({ status: "complete", content: words });
  });

  it("stops a reply with chat.stop: the stream ends without done and the partial reply is kept", async () => {
    const user = await signUp(t);
    const api = client(user.token);
    const seen: string[] = [];
    let stopped: Promise<{ stopped: boolean }> | null = null;
    for await (const event of await api.chat.send.mutate({ message: "slow", modelId: "x-ai/grok-4-fast:free" })) {
      seen.push(event.type);
      if (event.type === "meta") stopped = api.chat.stop.mutate({ messageId: event.replyId });
    }
    expect(seen).not.toContain("done");
    expect(await stopped).toEqual({ stopped: true });
    const reply = await t.database.db.message.findFirstOrThrow({
      where: { conversation: { userId: user._id }, role: "assistant" },
    });
    expect(reply.status).toBe("stopped");
    expect(reply.content).not.toContain("word19");
  });

  it("refuses a model above the plan with FORBIDDEN", async () => {
    const user = await signUp(t);
    const attempt = (async () => {
      for await (const _ of await client(user.token).chat.send.mutate({
        message: "hi",
        modelId: "qwen/qwen3-235b-a22b:free",
      })) {
      }
    })();
    await expect(attempt).rejects.toMatchObject({
      message: "Access denied. You may not have permission to use this model.",
      data: { code: "FORBIDDEN", httpStatus: 403 },
    });
  });
});
