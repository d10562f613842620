import { beforeAll, describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { textOfContent } from "../helpers/fake-openrouter";

// Two upstream slots on this instance, a 4-second wait at most, and the product's own allowances.
const t = setupTestApp({
  upstream: true,
  allowances: "default",
  env: { AI_MAX_CONCURRENT: "2", AI_QUEUE_TIMEOUT_MS: "4000" },
});
const FREE = "x-ai/grok-4-fast:free";
let base = "";

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

async function userOn(role: "starter" | "professional" | "enterprise") {
  const user = await signUp(t);
  if (role === "starter") return user;
  await t.database.db.user.update({ where: { id: user._id }, data: { role } });
  const token = (await post(t, "/api/users/login", { email: user.email, password: user.password })).json().token;
  return { ...user, token: token as string };
}

/** A streamed turn over real HTTP, read event by event as it arrives. */
function openStream(token: string, message: string) {
  const controller = new AbortController();
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  let notify = () => {};
  const done = (async () => {
    const response = await fetch(`${base}/api/chat/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message, modelId: FREE }),
      signal: controller.signal,
    });
    if (!response.ok) return { status: response.status, body: await response.json() };
    const reader = response.body?.getReader();
    let buffer = "";
    for (;;) {
      const chunk = await reader?.read().catch(() => null);
      if (!chunk || chunk.done) break;
      buffer += new TextDecoder().decode(chunk.value);
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}");
        events.push({ event, data });
        notify();
        end = buffer.indexOf("\n\n");
      }
    }
    return { status: response.status, body: null };
  })();
  return {
    events,
    done,
    /** Stop (a reply belongs to the server: going away would not end it), then stop reading. */
    async stop() {
      const replyId = events.find((event) => event.event === "meta")?.data.replyId;
      if (replyId) await post(t, `/api/chat/messages/${replyId}/stop`, {}, token);
      controller.abort();
    },
    /** Resolves once an event of that kind has arrived. */
    async until(kind: string) {
      while (!events.some((event) => event.event === kind))
        await Promise.race([new Promise<void>((resolve) => (notify = resolve)), done]);
    },
  };
}

describe("concurrent replies per person", () => {
  it("refuses a Starter's second reply while the first is in progress, at once, and allows it after", async () => {
    const user = await userOn("starter");
    const first = openStream(user.token, "stall");
    await first.until("delta");
    const second = await post(t, "/api/chat", { message: "meanwhile", modelId: FREE }, user.token);
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe(
      "The Starter plan answers 1 reply at a time. Wait for the current one to finish, or upgrade to have more at once.",
    );
    await first.stop();
    await first.done;
    // Stop answers once the stopped reply is stored, its place given back.
    const after = await post(t, "/api/chat", { message: "now", modelId: FREE }, user.token);
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe("replies one after another", () => {
  it("never refuses a Starter's next message as concurrent: the finished reply has given its place back", async () => {
    const user = await userOn("starter");
    for (let turn = 0; turn < 10; turn++) {
      const response = await post(
        t,
        turn % 2 ? "/api/chat" : "/api/chat/stream",
        { message: `next ${turn}`, modelId: FREE },
        user.token,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await t.database.db.replyLease.count({ where: { userId: user._id } })).toBe(0);
  });
});

describe("priority when the instance is busy", () => {
  it("admits waiting turns Enterprise, then Professional, then Starter, first come first served within a plan", async () => {
    const order: Array<[string, "starter" | "professional" | "enterprise"]> = [
      ["starter-a", "starter"],
      ["pro-a", "professional"],
      ["enterprise-a", "enterprise"],
      ["starter-b", "starter"],
      ["enterprise-b", "enterprise"],
      ["pro-b", "professional"],
    ];
    // Everyone signs up first: the wait in line must not include the sign-ups of those behind.
    const users = await Promise.all(order.map(([, role]) => userOn(role)));
    // Two stalled replies take both slots.
    const holders = await Promise.all([userOn("enterprise"), userOn("enterprise")]);
    const held = holders.map((holder) => openStream(holder.token, "stall"));
    await Promise.all(held.map((stream) => stream.until("delta")));

    const waiting = [];
    for (const [index, [name]] of order.entries()) {
      const stream = openStream(users[index]?.token ?? "", `queued ${name}`);
      await stream.until("queued");
      waiting.push({ name, stream });
    }
    const firstPositions = Object.fromEntries(
      waiting.map(({ name, stream }) => [name, stream.events.find((event) => event.event === "queued")?.data.position]),
    );
    // Each joined behind everyone of its plan or a higher one.
    expect(firstPositions).toEqual({
      "starter-a": 1,
      "pro-a": 1,
      "enterprise-a": 1,
      "starter-b": 4,
      "enterprise-b": 2,
      "pro-b": 4,
    });
    const requestsBefore = t.upstream.requests.length;
    // Free one slot only: the six then pass through it one by one, so the order their requests reach the
    // upstream is the order they were admitted in (two slots freed at once would let two requests race).
    await held[0]?.stop();
    await Promise.all(waiting.map(({ stream }) => stream.done));
    await held[1]?.stop();

    const admitted = t.upstream.requests
      .slice(requestsBefore)
      .map((request) => textOfContent(request.body.messages.at(-1)?.content ?? "").replace("queued ", ""));
    expect(admitted).toEqual(["enterprise-a", "enterprise-b", "pro-a", "pro-b", "starter-a", "starter-b"]);
    // The first Starter saw its place go back as higher plans came in, then forward to the front.
    const starterPositions = waiting[0]?.stream.events
      .filter((event) => event.event === "queued")
      .map((event) => event.data.position);
    expect(starterPositions?.slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(starterPositions?.at(-1)).toBe(1);
    for (const { stream } of waiting) expect(stream.events.at(-1)?.event).toBe("done");
  }, 30_000);

  it("refuses a turn that waited its whole time, as busy, and gives its credits back", async () => {
    const holders = await Promise.all([userOn("enterprise"), userOn("enterprise")]);
    const held = holders.map((holder) => openStream(holder.token, "stall"));
    await Promise.all(held.map((stream) => stream.until("delta")));
    const user = await userOn("starter");
    const waiting = openStream(user.token, "patient");
    await waiting.until("queued");
    await waiting.done;
    const last = waiting.events.at(-1);
    expect(last).toMatchObject({ event: "error", data: { status: 429, error: englishText("chat.busy") } });
    expect(await t.database.db.usageDay.findFirst({ where: { userId: user._id }, select: { used: true } })).toEqual({
      used: 0,
    });
    expect(await t.database.db.replyLease.count({ where: { userId: user._id } })).toBe(0);
    await Promise.all(held.map((stream) => stream.stop()));
    await Promise.all(held.map((stream) => stream.done));
  }, 20_000);
});
