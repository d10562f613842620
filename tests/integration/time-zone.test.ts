import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// A server whose clock is not set to UTC (India is 5:30 ahead). Node reads TZ at
// each date operation, so this applies to the app under test in this process.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Asia/Kolkata";
});
afterAll(() => {
  // The worker runs other files next (vitest.config.ts): assigning undefined would leave the string "undefined".
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
const MINUTE = 60_000;

describe("a server outside UTC", () => {
  it("keeps the times it writes and reads with raw SQL in step with Prisma's", async () => {
    expect(new Date(0).getTimezoneOffset()).toBe(-330);
    const user = await signUp(t);
    const before = t.clock.now().getTime();
    const chat = await post(t, "/api/chat", { message: "What time is it?", modelId: FREE }, user.token);
    expect(chat.statusCode, chat.body).toBe(200);
    const { conversationId } = chat.json() as { conversationId: string };

    // Written on the raw pool, read back by Prisma: the instant the turn happened, not 5:30 off.
    const stored = await t.database.db.conversation.findUniqueOrThrow({
      where: { id: conversationId },
      select: { updatedAt: true, messages: { select: { createdAt: true } } },
    });
    for (const at of [stored.updatedAt, ...stored.messages.map((message) => message.createdAt)])
      expect(Math.abs(at.getTime() - before)).toBeLessThan(MINUTE);

    // Read on the raw pool (the history page) and by Prisma (the conversation): the same instant.
    const history = await t.app.inject({
      method: "GET",
      url: "/trpc/chat.history?input=%7B%7D",
      headers: { authorization: `Bearer ${user.token}` },
    });
    const page = history.json().result.data as { conversations: Array<{ id: string; updatedAt: string }> };
    expect(page.conversations[0]?.id).toBe(conversationId);
    expect(new Date(page.conversations[0]?.updatedAt ?? 0).getTime()).toBe(stored.updatedAt.getTime());

    // The signed-in session (raw pool) is live: its end is read as a UTC instant, not hours early or late.
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(200);
  });

  it("pages the history with a cursor that matches the stored times exactly", async () => {
    const user = await signUp(t);
    const ids: string[] = [];
    for (const message of ["one", "two", "three"]) {
      t.clock.advance(1000);
      const chat = await post(t, "/api/chat", { message, modelId: FREE }, user.token);
      ids.push((chat.json() as { conversationId: string }).conversationId);
    }
    const read = async (input: object) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/trpc/chat.history?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      return response.json().result.data as { conversations: Array<{ id: string }>; nextCursor: string | null };
    };
    const first = await read({ limit: 2 });
    expect(first.conversations.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const second = await read({ limit: 2, cursor: first.nextCursor });
    expect(second.conversations.map((c) => c.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });
});
