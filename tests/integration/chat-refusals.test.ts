import { randomUUID } from "node:crypto";
import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from "@trpc/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/router";
import { usageDay } from "../../shared/allowance";
import type { Role } from "../../shared/roles";
import { post, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf, parseEvents } from "../helpers/streams";

// Issue #27: a refused turn (plan, today's credits, replies at once, a wait in line that ran out) sends
// nothing of its prompt upstream, on every path. Two upstream slots, a short wait in line, the product's
// own allowances, and one reply at a time on every plan (so an Enterprise key is easy to fill).
const t = setupTestApp({
  upstream: true,
  allowances: "default",
  // The day's credits are written behind the app's back here, as another instance's turns would be: an
  // instance that had not read them could admit one more turn from memory (D220), so every turn asks first.
  env: { AI_MAX_CONCURRENT: "2", AI_QUEUE_TIMEOUT_MS: "3000", ADMIT_FROM_MEMORY_MS: "0" },
});
const FREE = "x-ai/grok-4-fast:free";
const ENTERPRISE_MODEL = "qwen/qwen3-235b-a22b:free";
const DAY = 24 * 60 * 60 * 1000;
let base = "";

beforeAll(async () => {
  base = await addressOf(t);
  await t.database.db.setting.create({
    data: {
      key: "usage",
      value: {
        dailyCredits: { starter: 30, professional: 300, enterprise: 1500 },
        concurrentReplies: { starter: 1, professional: 1, enterprise: 1 },
      },
    },
  });
  await t.deps.bus.publish("settings", "usage");
});

/** Replies held open (a stalled upstream) by a test, stopped after it. */
const held: Array<{ token: string; replyId: string; controller: AbortController }> = [];
afterEach(async () => {
  for (const hold of held.splice(0))
    await post(t, `/api/chat/messages/${hold.replyId}/stop`, {}, hold.token).finally(() => hold.controller.abort());
});

async function userOn(role: Role) {
  const user = await signUp(t);
  if (role !== "starter") {
    await t.database.db.user.update({
      where: { id: user._id },
      data: { role, planExpiresAt: new Date(Date.now() + 30 * DAY) },
    });
    await t.deps.bus.publish("user", user._id);
  }
  return user;
}

/** An Enterprise user and a personal API key for /v1. */
async function enterpriseWithKey() {
  const user = await userOn("enterprise");
  const response = await trpcMutation(t, "apiKeys.create", { name: "refusals" }, user.token);
  expect(response.statusCode, response.body).toBe(200);
  return { ...user, key: response.json().result.data.key as string };
}

async function spendToday(userId: string, used: number) {
  const day = new Date(`${usageDay(new Date())}T00:00:00.000Z`);
  await t.database.db.usageDay.upsert({
    where: { userId_day: { userId, day } },
    create: { userId, day, used },
    update: { used },
  });
}

/** A stalled reply that holds one of the person's replies at once and one upstream slot, until the test ends. */
async function hold(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/chat/stream`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: "stall", modelId: FREE }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  let text = "";
  while (!text.includes("event: delta")) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) throw new Error(`the held reply ended: ${text}`);
    text += new TextDecoder().decode(chunk.value);
  }
  const replyId = String(parseEvents(text).find((event) => event.event === "meta")?.data.replyId);
  held.push({ token, replyId, controller });
}

const trpc = (token: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) })],
  });

/** A 10 KB prompt that names itself, so that any byte of it reaching the upstream is found. */
const prompt = (name: string) => `refused ${name} ${randomUUID()} ${"lorem ipsum ".repeat(850)}`;

type Path = "rest" | "sse" | "trpc" | "v1";

/**
 * One turn on a path, read to its end: the status it was refused with (an HTTP
 * status, a tRPC error's, or the status of the stream's error event), or 200.
 */
async function turn(path: Path, who: { token: string; key?: string }, message: string, modelId = FREE) {
  if (path === "rest") return (await post(t, "/api/chat", { message, modelId }, who.token)).statusCode;
  if (path === "sse") {
    const response = await fetch(`${base}/api/chat/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${who.token}` },
      body: JSON.stringify({ message, modelId }),
    });
    const text = await response.text();
    if (response.status !== 200) return response.status;
    const error = parseEvents(text).find((event) => event.event === "error");
    return error ? Number(error.data.status) : 200;
  }
  if (path === "trpc") {
    try {
      for await (const _event of await trpc(who.token).chat.send.mutate({ message, modelId })) {
        // Read to its end: a refusal in line comes as the stream's error.
      }
      return 200;
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      return Number(error.data?.httpStatus);
    }
  }
  const response = await fetch(`${base}/v1/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${who.key}` },
    body: JSON.stringify({ model: modelId, messages: [{ role: "user", content: message }], stream: true }),
  });
  await response.text();
  return response.status;
}

/**
 * Leaves `count` kept-alive connections to the upstream idle (turns that overlap use one each), so a
 * refused turn finds one ready to write its prompt on at once, the case where it used to leak whole.
 */
async function warmConnections(count: number) {
  const users = await Promise.all(Array.from({ length: count }, () => userOn("starter")));
  const statuses = await Promise.all(users.map((user) => turn("rest", user, "slow:4")));
  expect(statuses).toEqual(users.map(() => 200));
}

/**
 * Nothing of these prompts reached the upstream. A turn admitted afterwards is
 * answered first: the upstream has by then read whatever was sent before it.
 */
async function expectNothingSent(prompts: string[]) {
  const sentinel = await userOn("starter");
  const marker = `admitted after the refusals ${randomUUID()}`;
  expect(await turn("rest", sentinel, marker)).toBe(200);
  expect(t.upstream.sawText(marker)).toBe(true);
  for (const text of prompts) expect(t.upstream.sawText(text.slice(0, 60)), text.slice(0, 60)).toBe(false);
}

describe("a refused turn sends nothing upstream", () => {
  it("today's credits spent: REST, SSE, tRPC (send and regenerate) and /v1", async () => {
    const user = await userOn("starter");
    const first = await post(t, "/api/chat", { message: "before the credits ran out", modelId: FREE }, user.token);
    expect(first.statusCode, first.body).toBe(200);
    await spendToday(user._id, 30);
    const api = await enterpriseWithKey();
    await spendToday(api._id, 1500);
    await warmConnections(2);

    const sent: string[] = [];
    for (const path of ["rest", "sse", "trpc"] as const) {
      const text = prompt(`credits ${path}`);
      sent.push(text);
      expect(await turn(path, user, text), path).toBe(429);
    }
    const regenerated = async () => {
      for await (const _event of await trpc(user.token).chat.regenerate.mutate({
        messageId: first.json().messageId,
        modelId: FREE,
      })) {
        // The refusal comes as the stream's first error.
      }
    };
    await expect(regenerated()).rejects.toMatchObject({ data: { httpStatus: 429 } });
    const v1 = prompt("credits v1");
    sent.push(v1);
    expect(await turn("v1", api, v1)).toBe(429);
    await expectNothingSent(sent);
  });

  it("the plan's replies at once all in progress: REST, SSE, tRPC and /v1", async () => {
    const user = await userOn("starter");
    await warmConnections(2);
    await hold(user.token);
    const sent: string[] = [];
    for (const path of ["rest", "sse", "trpc"] as const) {
      const text = prompt(`concurrent ${path}`);
      sent.push(text);
      expect(await turn(path, user, text), path).toBe(429);
    }
    const api = await enterpriseWithKey();
    // The other slot is free for the refused call: only the person's own limit refuses it.
    for (const stopped of held.splice(0)) {
      await post(t, `/api/chat/messages/${stopped.replyId}/stop`, {}, stopped.token);
      stopped.controller.abort();
    }
    await warmConnections(2);
    await hold(api.token);
    const v1 = prompt("concurrent v1");
    sent.push(v1);
    expect(await turn("v1", api, v1)).toBe(429);
    await expectNothingSent(sent);
  });

  it("a wait in line that ran out: REST, SSE, tRPC and /v1", async () => {
    const [a, b] = await Promise.all([userOn("enterprise"), userOn("enterprise")]);
    await hold(a.token);
    await hold(b.token);
    const [rest, sse, trpcUser] = await Promise.all([userOn("starter"), userOn("starter"), userOn("starter")]);
    const api = await enterpriseWithKey();
    const cases = [
      ["rest", rest],
      ["sse", sse],
      ["trpc", trpcUser],
      ["v1", api],
    ] as const;
    const sent = cases.map(([path]) => prompt(`queued ${path}`));
    const statuses = await Promise.all(cases.map(([path, who], index) => turn(path, who, sent[index] as string)));
    expect(statuses).toEqual([429, 429, 429, 429]);
    for (const stopped of held.splice(0)) {
      await post(t, `/api/chat/messages/${stopped.replyId}/stop`, {}, stopped.token);
      stopped.controller.abort();
    }
    await expectNothingSent(sent);
  });

  it("a model above the plan: REST, SSE and tRPC; /v1 after the owner's plan lapsed", async () => {
    const user = await userOn("starter");
    const sent: string[] = [];
    for (const path of ["rest", "sse", "trpc"] as const) {
      const text = prompt(`plan ${path}`);
      sent.push(text);
      expect(await turn(path, user, text, ENTERPRISE_MODEL), path).toBe(403);
    }
    const api = await enterpriseWithKey();
    await t.database.db.user.update({ where: { id: api._id }, data: { role: "starter", planExpiresAt: null } });
    await t.deps.bus.publish("user", api._id);
    const v1 = prompt("plan v1");
    sent.push(v1);
    expect(await turn("v1", api, v1, ENTERPRISE_MODEL)).toBe(403);
    await expectNothingSent(sent);
  });

  it("an admitted turn still reaches the upstream whole, on every path", async () => {
    const user = await userOn("enterprise");
    const api = await enterpriseWithKey();
    for (const path of ["rest", "sse", "trpc", "v1"] as const) {
      const text = `admitted ${path} ${randomUUID()}`;
      expect(await turn(path, path === "v1" ? api : user, text), path).toBe(200);
      expect(t.upstream.requests.some((request) => request.body.messages.at(-1)?.content === text)).toBe(true);
    }
  });
});

describe("a turn waiting in line", () => {
  it("ends with conversation_deleted, not as stopped, when its conversation is deleted meanwhile", async () => {
    const user = await userOn("starter");
    const first = await post(t, "/api/chat", { message: "a first question", modelId: FREE }, user.token);
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = first.json().conversationId as string;
    // Both upstream slots taken: the next question waits in line.
    const [a, b] = await Promise.all([userOn("enterprise"), userOn("enterprise")]);
    await hold(a.token);
    await hold(b.token);
    const response = await fetch(`${base}/api/chat/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ message: "waiting in line", modelId: FREE, conversationId }),
    });
    const reader = response.body?.getReader();
    let text = "";
    while (!text.includes("event: queued")) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error(`ended before waiting: ${text}`);
      text += new TextDecoder().decode(chunk.value);
    }
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${conversationId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read())
      text += new TextDecoder().decode(chunk.value);
    expect(parseEvents(text).at(-1)).toMatchObject({
      event: "error",
      data: { status: 404, code: "conversation_deleted" },
    });
    expect(t.upstream.sawText("waiting in line")).toBe(false);
  });
});
