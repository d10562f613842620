import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_MODEL, listenToChanges, setupChatKit } from "../../../tests/helpers/chat-kit";
import { uuidv7 } from "../../lib/uuid7";
import type { ChatEvent } from "./live-reply";

const kit = setupChatKit();
type Instance = Awaited<ReturnType<typeof kit.instance>>;
let a: Instance;
let b: Instance;
let changes: Awaited<ReturnType<typeof listenToChanges>>;
beforeAll(async () => {
  // Two instances on one database, each with its own bus, as two servers would be.
  a = await kit.instance({ flushMs: 100 });
  b = await kit.instance({ flushMs: 100 });
  changes = await listenToChanges(kit.database);
});
afterAll(() => changes.close());

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index} `).join("");

/** Starts a turn on `on` and reads it until its meta event: the reply's id. */
async function startTurn(on: Instance, message: string) {
  const viewer = await kit.user();
  const events = await on.chat.send(viewer, { message, modelId: FREE_MODEL }, new AbortController().signal);
  const meta = (await events.next()).value as Extract<ChatEvent, { type: "meta" }>;
  return { viewer, events, replyId: meta.replyId };
}

async function readAll(events: AsyncGenerator<ChatEvent>) {
  const seen: ChatEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}
const text = (events: ChatEvent[]) =>
  events.map((event) => (event.type === "meta" || event.type === "delta" ? event.content : "")).join("");

describe("following a reply", () => {
  it("reads a reply written on another instance, in order, nothing lost or doubled, to its end", async () => {
    const turn = await startTurn(a, "slow:30");
    await new Promise((resolve) => setTimeout(resolve, 400));
    const followed = await readAll(await b.chat.follow(turn.viewer, turn.replyId));
    expect(followed[0]?.type).toBe("meta");
    expect(text(followed)).toBe(words(30));
    expect(followed.at(-1)).toMatchObject({ type: "done", messageId: turn.replyId });
    await readAll(turn.events);
    // B said it follows the reply, and A announced its writes from then on.
    expect(changes.about(turn.replyId).map(([topic]) => topic)).toContain("reply-watch");
    expect(changes.about(turn.replyId).filter(([topic]) => topic === "reply").length).toBeGreaterThan(0);
  });

  it("waits for a reply whose first words are not stored yet when it is asked for on another instance", async () => {
    // The first token after 600 ms: the reply's row is written only then.
    const turn = await startTurn(a, "paced:600:5:20");
    expect(await kit.database.db.message.count({ where: { id: turn.replyId } })).toBe(0);
    const followed = await readAll(await b.chat.follow(turn.viewer, turn.replyId));
    expect(followed.at(-1)).toMatchObject({ type: "done" });
    const own = text(await readAll(turn.events));
    expect(own.length).toBeGreaterThan(0);
    expect(text(followed)).toBe(own);
    expect((await kit.database.db.message.findUniqueOrThrow({ where: { id: turn.replyId } })).content).toBe(own);
  });

  it("announces nothing of a reply nobody follows from elsewhere, and reads a finished one without a word on the bus", async () => {
    const turn = await startTurn(a, "slow:10");
    const own = await readAll(turn.events);
    expect(text(own)).toBe(words(10));
    expect(changes.about(turn.replyId)).toEqual([]);
    const again = await readAll(await b.chat.follow(turn.viewer, turn.replyId));
    expect(text(again)).toBe(words(10));
    expect(changes.about(turn.replyId)).toEqual([]);
  });

  it("answers a stranger, and an old unknown id, with a 404 at once", async () => {
    const turn = await startTurn(a, "slow:5");
    const stranger = await kit.user();
    await expect(b.chat.follow(stranger, turn.replyId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(b.chat.follow(turn.viewer, uuidv7(Date.now() - 60_000))).rejects.toMatchObject({ code: "NOT_FOUND" });
    await readAll(turn.events);
  });
});
