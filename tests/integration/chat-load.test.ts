import { describe, expect, it } from "vitest";
import { get, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { parseEvents, streamedText } from "../helpers/streams";

const t = setupTestApp({ upstream: true });

describe("200 concurrent streams", () => {
  // What it checks is that every stream completes, not how fast: on a busy machine 200 streams and four
  // sign-ups take longer than the default 20 s, so it gets a minute before it counts as hung.
  it("all complete, every reply is stored, and the server stays healthy", { timeout: 60_000 }, async () => {
    // Four people, 50 streams each: one person's 200 would meet the Starter plan's cap on replies at
    // once (100) whenever a busy machine lets more than 100 overlap, and the cap is not under test here.
    const users = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/chat/stream`;
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${users[index % 4]?.token}` },
          body: JSON.stringify({ message: `load ${index}`, modelId: "x-ai/grok-4-fast:free" }),
        });
        return { status: response.status, body: await response.text(), index };
      }),
    );
    for (const result of results) {
      expect(result.status, result.body.slice(0, 300)).toBe(200);
      // The meta event carries what is written already (a fast upstream may have said it all), then deltas.
      expect(streamedText(parseEvents(result.body)), result.body.slice(0, 600)).toBe(`Echo: load ${result.index}`);
      expect(result.body.trimEnd().split("\n\n").at(-1)).toMatch(/^event: done/);
    }
    expect(
      await t.database.db.message.count({
        where: {
          conversation: { userId: { in: users.map((user) => user._id) } },
          role: "assistant",
          status: "complete",
        },
      }),
    ).toBe(200);
    expect((await get(t, "/healthz")).statusCode).toBe(200);
  });
});
