import { beforeAll, describe, expect, it } from "vitest";
import { FREE_MODEL, setupChatKit } from "../../../tests/helpers/chat-kit";
import type { ChatEvent } from "./live-reply";

const kit = setupChatKit();
type Instance = Awaited<ReturnType<typeof kit.instance>>;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  a = await kit.instance({ flushMs: 100 });
  b = await kit.instance({ flushMs: 100 });
});

async function startTurn(on: Instance, message: string) {
  const viewer = await kit.user();
  const events = await on.chat.send(viewer, { message, modelId: FREE_MODEL }, new AbortController().signal);
  const meta = (await events.next()).value as Extract<ChatEvent, { type: "meta" }>;
  // Until a few words are out (and stored).
  let seen = "";
  while (!seen.includes("word2 ")) {
    const next = await events.next();
    if (next.done) break;
    if (next.value.type === "delta") seen += next.value.content;
  }
  return { viewer, events, replyId: meta.replyId };
}

const stored = (id: string) =>
  kit.database.db.message.findUniqueOrThrow({ where: { id }, select: { status: true, content: true } });

describe("stopping a reply", () => {
  it("stops a reply written here, keeps what arrived, and ends its readers without done", async () => {
    const turn = await startTurn(a, "slow:60");
    expect(await a.chat.stop(turn.viewer, turn.replyId)).toEqual({ stopped: true });
    const row = await stored(turn.replyId);
    expect(row.status).toBe("stopped");
    expect(row.content).toMatch(/^word0 word1 word2 /);
    expect(row.content).not.toContain("word59");
    const rest: ChatEvent[] = [];
    for await (const event of turn.events) rest.push(event);
    expect(rest.some((event) => event.type === "done")).toBe(false);
  });

  it("stops a reply written on another instance, stored as stopped by the time it answers", async () => {
    const turn = await startTurn(a, "slow:60");
    expect(await b.chat.stop(turn.viewer, turn.replyId)).toEqual({ stopped: true });
    expect((await stored(turn.replyId)).status).toBe("stopped");
  });

  it("says so when the reply had already ended, and lets nobody else stop it", async () => {
    const turn = await startTurn(a, "slow:5");
    for await (const _event of turn.events) {
      // To its end.
    }
    expect(await b.chat.stop(turn.viewer, turn.replyId)).toEqual({ stopped: false });
    const stranger = await kit.user();
    const other = await startTurn(a, "slow:40");
    await expect(b.chat.stop(stranger, other.replyId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(a.chat.stop(stranger, other.replyId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await a.chat.stop(other.viewer, other.replyId);
  });

  it("stops every reply of a deleted conversation, wherever it is written", async () => {
    const turn = await startTurn(a, "slow:60");
    const { conversationId } = (await kit.database.db.message.findUniqueOrThrow({
      where: { id: turn.replyId },
      select: { conversationId: true },
    })) as { conversationId: string };
    await b.chat.remove(turn.viewer.id, conversationId);
    const error = await (async () => {
      for await (const _event of turn.events) {
        // Until it ends.
      }
    })().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ options: { extra: { code: "conversation_deleted" } } });
  });

  it("drains: stops every reply written here and waits until each is stored", async () => {
    const one = await startTurn(a, "slow:60");
    const two = await startTurn(a, "slow:60");
    await a.chat.drain();
    expect((await stored(one.replyId)).status).toBe("stopped");
    expect((await stored(two.replyId)).status).toBe("stopped");
  });
});
