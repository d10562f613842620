import { createTRPCClient, httpBatchStreamLink } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/trpc/router";
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

  it("stops when the request is aborted and keeps the partial reply", async () => {
    const user = await signUp(t);
    const controller = new AbortController();
    const stream = await client(user.token).chat.send.mutate(
      { message: "slow", modelId: "x-ai/grok-4-fast:free" },
      { signal: controller.signal },
    );
    let deltas = 0;
    await expect(
      (async () => {
        for await (const event of stream) {
          if (event.type === "delta" && ++deltas === 3) controller.abort();
        }
      })(),
    ).rejects.toThrow();
    const deadline = Date.now() + 3000;
    let reply = null;
    while (!reply && Date.now() < deadline) {
      reply = await t.database.db.message.findFirst({
        where: { conversation: { userId: user._id }, role: "assistant" },
      });
      if (!reply) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(reply?.status).toBe("stopped");
    expect(reply?.content.startsWith("word0 word1 word2")).toBe(true);
    expect(reply?.content).not.toContain("word19");
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
