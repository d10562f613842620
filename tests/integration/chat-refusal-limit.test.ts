import { createTRPCClient, httpBatchStreamLink } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import { REFUSAL_WINDOW_SECONDS, REFUSALS_PER_WINDOW } from "../../server/areas/chat/refusal-limit";
import type { AppRouter } from "../../server/router";
import { usageDay } from "../../shared/allowance";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf } from "../helpers/streams";

// Refused turns are themselves limited per person (issue #27). The limit is a rate limit: this file turns
// rate limits on, and keeps the product's own allowances so that credits can run out.
const t = setupTestApp({ upstream: true, allowances: "default", env: { RATE_LIMITS: "on" } });
const FREE = "x-ai/grok-4-fast:free";
let base = "";

beforeAll(async () => {
  base = await addressOf(t);
});

async function setUsedToday(userId: string, used: number) {
  const day = new Date(`${usageDay(new Date())}T00:00:00.000Z`);
  await t.database.db.usageDay.upsert({
    where: { userId_day: { userId, day } },
    create: { userId, day, used },
    update: { used },
  });
}

const usedToday = async (userId: string) =>
  (await t.database.db.usageDay.findFirst({ where: { userId }, select: { used: true } }))?.used ?? 0;

const ask = (token: string, message: string) => post(t, "/api/chat", { message, modelId: FREE }, token);

describe("refused turns, limited per person", () => {
  it(`after ${REFUSALS_PER_WINDOW} refusals in a minute, refuses every turn at once without admitting it`, async () => {
    const user = await signUp(t);
    await setUsedToday(user._id, 30);
    for (let attempt = 1; attempt <= REFUSALS_PER_WINDOW; attempt++) {
      const refused = await ask(user.token, `attempt ${attempt}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^You have used today's 30 credits/);
    }
    const over = await ask(user.token, "one too many");
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Too many of your messages were refused in the last minute\. Please wait \d+/);
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REFUSAL_WINDOW_SECONDS);

    // Credits back (an admin's grant, say): the turn would now be admitted, yet it is refused before the
    // admission ever sees it: nothing charged, no reply in progress, nothing sent upstream.
    await setUsedToday(user._id, 0);
    const requestsBefore = t.upstream.received.length;
    const stillRefused = await ask(user.token, "credits are back");
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.json().error).toMatch(/^Too many of your messages were refused/);
    const trpc = createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${user.token}` }) })],
    });
    const overTrpc = async () => {
      for await (const _event of await trpc.chat.send.mutate({ message: "over tRPC", modelId: FREE })) {
        // The refusal is the stream's first error.
      }
    };
    await expect(overTrpc()).rejects.toMatchObject({ data: { httpStatus: 429, retryAfter: expect.any(Number) } });
    expect(await usedToday(user._id)).toBe(0);
    expect(await t.database.db.replyLease.count({ where: { userId: user._id } })).toBe(0);
    expect(t.upstream.received.length).toBe(requestsBefore);

    // Someone else chats on.
    const other = await signUp(t);
    expect((await ask(other.token, "unaffected")).statusCode).toBe(200);
  });

  it("refuses a person blocked by another instance (the block it announced on the change bus)", async () => {
    const user = await signUp(t);
    expect((await ask(user.token, "before the block")).statusCode).toBe(200);
    await t.deps.bus.publish("chat-refusals", `${user._id} ${Date.now() + 30_000}`);
    const refused = await ask(user.token, "after the block");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many of your messages were refused/);
  });

  it("counts refusals for a model above the plan too", async () => {
    const user = await signUp(t);
    for (let attempt = 1; attempt <= REFUSALS_PER_WINDOW; attempt++) {
      const refused = await post(
        t,
        "/api/chat",
        { message: "locked", modelId: "qwen/qwen3-235b-a22b:free" },
        user.token,
      );
      expect(refused.statusCode).toBe(403);
    }
    const over = await ask(user.token, "an allowed model, too late");
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Too many of your messages were refused/);
  });
});
