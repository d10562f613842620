import { beforeAll, describe, expect, it } from "vitest";
import { FREE_MODEL, setupChatKit } from "../../../tests/helpers/chat-kit";
import { AppError } from "../../core/errors";
import type { ChatEvent } from "./live-reply";

const kit = setupChatKit();
let instance: Awaited<ReturnType<typeof kit.instance>>;
beforeAll(async () => {
  instance = await kit.instance();
});

const never = () => new AbortController().signal;
const charged = async (userId: string) =>
  (await kit.database.db.usageDay.findMany({ where: { userId }, select: { used: true } })).reduce(
    (sum, row) => sum + row.used,
    0,
  );
async function readAll(events: AsyncGenerator<ChatEvent>) {
  const seen: ChatEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describe("a turn's road", () => {
  it("admits nothing until its reading starts, then runs to its end and is charged once", async () => {
    const viewer = await kit.user();
    const events = await instance.chat.send(viewer, { message: "hello road", modelId: FREE_MODEL }, never());
    expect(await charged(viewer.id)).toBe(0);
    expect(kit.upstream.sawText("hello road")).toBe(false);
    const seen = await readAll(events);
    expect(seen[0]).toMatchObject({ type: "meta", model: FREE_MODEL });
    expect(seen.at(-1)).toMatchObject({ type: "done" });
    expect(await charged(viewer.id)).toBe(1);
  });

  it("refuses from within the stream before any event, sending nothing upstream", async () => {
    const viewer = await kit.user();
    const first = await instance.chat.send(viewer, { message: "slow:40", modelId: FREE_MODEL }, never());
    const meta = (await first.next()).value as Extract<ChatEvent, { type: "meta" }>;
    // A starter has one reply at a time.
    const second = await instance.chat.send(viewer, { message: "second at once", modelId: FREE_MODEL }, never());
    await expect(second.next()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(kit.upstream.sawText("second at once")).toBe(false);
    // A reply still being written is neither answered again nor continued.
    await expect(
      instance.chat.regenerate(viewer, { messageId: meta.replyId, modelId: FREE_MODEL }, never()),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(instance.chat.continue(viewer, meta.replyId, never())).rejects.toMatchObject({ code: "CONFLICT" });
    await instance.chat.stop(viewer, meta.replyId);
    await readAll(first);
  });

  it("answers a reply again on the same road, as a version beside it", async () => {
    const viewer = await kit.user("professional");
    const seen = await readAll(
      await instance.chat.send(viewer, { message: "first answer", modelId: FREE_MODEL }, never()),
    );
    const meta = seen[0] as Extract<ChatEvent, { type: "meta" }>;
    const again = await readAll(
      await instance.chat.regenerate(viewer, { messageId: meta.replyId, modelId: FREE_MODEL }, never()),
    );
    expect(again[0]).toMatchObject({ type: "meta", userMessageId: meta.userMessageId });
    expect((again[0] as { replyId: string }).replyId).not.toBe(meta.replyId);
    expect(again.at(-1)).toMatchObject({ type: "done" });
    expect(await charged(viewer.id)).toBe(2);
  });

  it("runs an API turn that keeps only its usage, with the path's own answer to an unknown model", async () => {
    const viewer = await kit.user("enterprise");
    const key = await kit.database.db.apiKey.create({
      data: { userId: viewer.id, name: "road", prefix: "ngk_road", hash: `hash-${viewer.id}` },
      select: { id: true },
    });
    const caller = { id: viewer.id, role: viewer.role, keyId: key.id };
    const missing = new AppError("NOT_FOUND", "no such model here");
    await expect(
      instance.chat.complete(
        caller,
        { modelId: "no/model", messages: [], params: {}, unknownModel: () => missing },
        never(),
      ),
    ).rejects.toBe(missing);
    const messagesBefore = await kit.database.db.message.count();
    const turn = await instance.chat.complete(
      caller,
      { modelId: FREE_MODEL, messages: [{ role: "user", content: "api road" }], params: {} },
      never(),
    );
    const seen = await readAll(turn.events);
    expect(seen.some((event) => event.type === "delta")).toBe(true);
    expect(turn.usage()).toMatchObject({ tokensIn: expect.any(Number) });
    expect(await kit.database.db.message.count()).toBe(messagesBefore);
    // Its usage row, written as the reply ended.
    expect(await kit.database.db.apiUsage.count({ where: { apiKeyId: key.id } })).toBe(1);
  });
});
