import { beforeAll, describe, expect, it } from "vitest";
import { CATALOG_SEED } from "../../shared/catalog";
import { get, post, put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { streamUntilThenDisconnect } from "../helpers/streams";

// The idle timeout is what the "stall" case waits for; 400 ms was shorter than a loaded machine's
// pause between the fake upstream's own chunks, so a 503 case sometimes ended as a 504 instead.
const t = setupTestApp({ upstream: true, env: { AI_IDLE_TIMEOUT_MS: "2000", AI_TOTAL_TIMEOUT_MS: "10000" } });
const FREE = "x-ai/grok-4-fast:free";

// These cases map an upstream failure when no other model answers: the models here have no fallbacks
// (fallbacks have their own tests, server/areas/chat/fallbacks.test.ts and tests/integration/fallbacks.test.ts).
beforeAll(async () => {
  await t.database.db.model.updateMany({ data: { fallbacks: [] } });
  await t.deps.bus.publish("catalog", "");
});
const PRO = "moonshotai/kimi-dev-72b:free";

async function userWithRole(role: "starter" | "professional" | "enterprise") {
  const user = await signUp(t);
  await t.database.db.user.update({ where: { id: user._id }, data: { role } });
  return user;
}

function parseSse(body: string) {
  return body
    .trim()
    .split("\n\n")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

describe("POST /api/chat", () => {
  it("answers with the spec's shape, starts a conversation and stores both messages", async () => {
    const user = await userWithRole("starter");
    const response = await post(
      t,
      "/api/chat",
      { message: "Hello there", modelId: FREE, messageHistory: [] },
      user.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      aiMessage: { content: "Echo: Hello there", model: FREE, modelName: "Grok 4 Fast" },
    });
    const conversation = await t.database.db.conversation.findUniqueOrThrow({
      where: { id: body.conversationId },
      include: { messages: { orderBy: { createdAt: "asc" } } },
    });
    expect(conversation).toMatchObject({
      userId: user._id,
      title: "Hello there",
      messageCount: 2,
      preview: "Echo: Hello there",
    });
    expect(conversation.messages.map((message) => [message.role, message.content, message.status])).toEqual([
      ["user", "Hello there", "complete"],
      ["assistant", "Echo: Hello there", "complete"],
    ]);
    expect(conversation.messages[1]).toMatchObject({ tokensIn: 12, tokensOut: 5, modelName: "Grok 4 Fast" });

    const request = t.upstream.requests.at(-1);
    expect(request?.body.model).toBe(FREE);
    expect(request?.headers.authorization).toBe("Bearer sk-or-test");
    expect(request?.headers["http-referer"]).toBe(t.config.APP_ORIGIN);
    expect(request?.headers["x-title"]).toBe("NexGen AI");
  });

  it("continues a conversation with its stored messages as context", async () => {
    const user = await userWithRole("starter");
    const first = (await post(t, "/api/chat", { message: "First question", modelId: FREE }, user.token)).json();
    const second = await post(
      t,
      "/api/chat",
      { message: "Second", modelId: FREE, conversationId: first.conversationId },
      user.token,
    );
    expect(second.json().conversationId).toBe(first.conversationId);
    expect(t.upstream.requests.at(-1)?.body.messages).toEqual([
      { role: "user", content: "First question" },
      { role: "assistant", content: "Echo: First question" },
      { role: "user", content: "Second" },
    ]);
  });

  it("gates every model by plan: 3 plans × 9 models", async () => {
    const users = {
      starter: await userWithRole("starter"),
      professional: await userWithRole("professional"),
      enterprise: await userWithRole("enterprise"),
    };
    const rank = { starter: 0, professional: 1, enterprise: 2 };
    for (const [plan, user] of Object.entries(users)) {
      for (const model of CATALOG_SEED) {
        const response = await post(t, "/api/chat", { message: "hi", modelId: model.modelId }, user.token);
        const allowed = rank[plan as keyof typeof rank] >= rank[model.tier];
        expect(response.statusCode, `${plan} → ${model.modelId}`).toBe(allowed ? 200 : 403);
        if (!allowed)
          expect(response.json()).toMatchObject({
            success: false,
            error: "Access denied. You may not have permission to use this model.",
          });
      }
    }
  });

  it("treats a lapsed paid plan as starter", async () => {
    const user = await userWithRole("professional");
    await t.database.db.user.update({ where: { id: user._id }, data: { planExpiresAt: new Date(Date.now() - 1000) } });
    expect((await post(t, "/api/chat", { message: "hi", modelId: PRO }, user.token)).statusCode).toBe(403);
    expect((await post(t, "/api/chat", { message: "hi", modelId: FREE }, user.token)).statusCode).toBe(200);
  });

  it("answers bad input, unknown models and missing tokens with the chat error shape", async () => {
    const user = await userWithRole("starter");
    const blank = await post(t, "/api/chat", { message: "   ", modelId: FREE }, user.token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, error: "Message is required" });
    const unknown = await post(t, "/api/chat", { message: "hi", modelId: "made/up:free" }, user.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown model/);
    const anonymous = await post(t, "/api/chat", { message: "hi", modelId: FREE });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, error: "Authentication required. Please log in again." });
  });

  it.each([
    ["status:503x2", 503, "Service unavailable. The AI service is temporarily offline. Please try again later."],
    ["status:500", 503, "Service unavailable. The AI service is temporarily offline. Please try again later."],
    ["rate-limit", 429, "Rate limit exceeded. Please wait a moment and try again."],
    ["stall", 504, "The AI model took too long to respond."],
    ["cut", 503, "Service unavailable. The AI service is temporarily offline. Please try again later."],
    ["error-event", 502, "The AI model failed while answering."],
  ])("maps an upstream %s to %i and keeps what arrived", async (prompt, status, error) => {
    const user = await userWithRole("starter");
    const response = await post(t, "/api/chat", { message: prompt, modelId: FREE }, user.token);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error });
    if (status === 429) expect(response.headers["retry-after"]).toBe("7");
    const reply = await t.database.db.message.findFirstOrThrow({
      where: { conversation: { userId: user._id }, role: "assistant" },
    });
    expect(reply.status).toBe("failed");
    if (prompt === "cut") expect(reply.content).toBe("Partial answer");
    // The server is still fine afterwards.
    expect((await post(t, "/api/chat", { message: "still there?", modelId: FREE }, user.token)).statusCode).toBe(200);
  });

  it("retries a 503 once before the first byte", async () => {
    const user = await userWithRole("starter");
    const before = t.upstream.requests.length;
    const response = await post(t, "/api/chat", { message: "status:503 once", modelId: FREE }, user.token);
    // "status:503" without x2 fails every time: two calls, then the error.
    expect(response.statusCode).toBe(503);
    expect(t.upstream.requests.length - before).toBe(2);
  });
});

describe("POST /api/chat/stream", () => {
  it("streams meta, deltas and done as server-sent events", async () => {
    const user = await userWithRole("starter");
    const response = await post(t, "/api/chat/stream", { message: "Stream me", modelId: FREE }, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/event-stream/);
    const events = parseSse(response.body);
    expect(events[0]).toMatchObject({ event: "meta", data: { model: FREE, modelName: "Grok 4 Fast" } });
    expect(
      events
        .filter((event) => event.event === "delta")
        .map((event) => event.data.content)
        .join(""),
    ).toBe("Echo: Stream me");
    expect(events.at(-1)).toMatchObject({ event: "done", data: { messageId: expect.any(String) } });
  });

  it("refuses before streaming with a real status", async () => {
    const user = await userWithRole("starter");
    const response = await post(t, "/api/chat/stream", { message: "hi", modelId: PRO }, user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });

  it("reports an upstream failure mid-stream as an error event", async () => {
    const user = await userWithRole("starter");
    const events = parseSse((await post(t, "/api/chat/stream", { message: "cut", modelId: FREE }, user.token)).body);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { status: 503 } });
  });

  it("keeps the partial reply as stopped when Stop is called, and aborts the upstream call", async () => {
    const user = await userWithRole("starter");
    const { replyId } = await streamUntilThenDisconnect(t, user.token, "slow", "word2");
    expect((await post(t, `/api/chat/messages/${replyId}/stop`, {}, user.token)).json().stopped).toBe(true);
    // Stored by the time Stop answers.
    const reply = await t.database.db.message.findUniqueOrThrow({ where: { id: replyId } });
    expect(reply.status).toBe("stopped");
    expect(reply.content).toMatch(/^word0 word1 word2/);
    expect(reply.content).not.toContain("word19");
    expect((await post(t, `/api/chat/messages/${replyId}/stop`, {}, user.token)).json().stopped).toBe(false);
  });
});

describe("history, conversations, rename, delete and search", () => {
  it("lists conversations newest first with the spec's fields, by pages", async () => {
    const user = await userWithRole("starter");
    const ids: string[] = [];
    for (const message of ["alpha one", "beta two", "gamma three"])
      ids.push((await post(t, "/api/chat", { message, modelId: FREE }, user.token)).json().conversationId);

    const all = await get(t, "/api/chat/history", user.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().success).toBe(true);
    expect(all.json().conversations.map((c: { id: string }) => c.id)).toEqual([...ids].reverse());
    expect(all.json().conversations[0]).toEqual({
      id: ids[2],
      title: "gamma three",
      preview: "Echo: gamma three",
      updatedAt: expect.any(String),
      messageCount: 2,
      pinnedAt: null,
      archivedAt: null,
      projectId: null,
    });

    const first = (await get(t, "/api/chat/history?limit=2", user.token)).json();
    expect(first.conversations).toHaveLength(2);
    const second = (await get(t, `/api/chat/history?limit=2&cursor=${first.nextCursor}`, user.token)).json();
    expect(second.conversations.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it("finds conversations by words in titles and messages (prefixes too)", async () => {
    const user = await userWithRole("starter");
    const python = (
      await post(t, "/api/chat", { message: "How do decorators work in Python?", modelId: FREE }, user.token)
    ).json();
    await post(t, "/api/chat", { message: "Plan a trip to Jaipur", modelId: FREE }, user.token);
    const found = (await get(t, "/api/chat/history?q=pyth", user.token)).json();
    expect(found.conversations.map((c: { id: string }) => c.id)).toEqual([python.conversationId]);
    const byReply = (await get(t, "/api/chat/history?q=echo%20jaipur", user.token)).json();
    expect(byReply.conversations).toHaveLength(1);
    expect((await get(t, "/api/chat/history?q=%2B%2B%2B", user.token)).json().conversations).toEqual([]);
  });

  it("loads, renames and deletes a conversation", async () => {
    const user = await userWithRole("starter");
    const { conversationId } = (await post(t, "/api/chat", { message: "Keep me", modelId: FREE }, user.token)).json();
    const loaded = await get(t, `/api/chat/conversation/${conversationId}`, user.token);
    expect(loaded.json().conversation.messages).toEqual([
      expect.objectContaining({ role: "user", content: "Keep me", timestamp: expect.any(String) }),
      expect.objectContaining({ role: "assistant", content: "Echo: Keep me", model: FREE, modelName: "Grok 4 Fast" }),
    ]);
    const renamed = await put(
      t,
      `/api/chat/conversation/${conversationId}/title`,
      { title: "  Renamed  " },
      user.token,
    );
    expect(renamed.json()).toMatchObject({
      success: true,
      conversation: { title: "Renamed", updatedAt: expect.any(String) },
    });
    const blank = await put(t, `/api/chat/conversation/${conversationId}/title`, { title: " " }, user.token);
    expect(blank.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${conversationId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(deleted.json()).toEqual({ success: true });
    expect(await t.database.db.message.count({ where: { conversationId } })).toBe(0);
  });

  it("answers 404 for another user's conversation on every operation", async () => {
    const owner = await userWithRole("starter");
    const other = await userWithRole("starter");
    const { conversationId } = (await post(t, "/api/chat", { message: "Mine", modelId: FREE }, owner.token)).json();
    const attempts = [
      await get(t, `/api/chat/conversation/${conversationId}`, other.token),
      await put(t, `/api/chat/conversation/${conversationId}/title`, { title: "Stolen" }, other.token),
      await t.app.inject({
        method: "DELETE",
        url: `/api/chat/conversation/${conversationId}`,
        headers: { authorization: `Bearer ${other.token}` },
      }),
      await post(t, "/api/chat", { message: "hi", modelId: FREE, conversationId }, other.token),
      await get(t, "/api/chat/conversation/not-a-real-id", other.token),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Conversation not found" });
    }
    expect((await get(t, "/api/chat/history", other.token)).json().conversations).toEqual([]);
    expect(await t.database.db.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({
      title: "Mine",
    });
  });
});
