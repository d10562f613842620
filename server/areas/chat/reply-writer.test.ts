import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_MODEL, listenToChanges, setupChatKit, silentLog } from "../../../tests/helpers/chat-kit";
import type { ChangeBus } from "../../core/change-bus";
import { createChatStore } from "./chat.store";
import { LiveReply } from "./live-reply";
import { clip, conversationRecorder, type WriterDeps } from "./reply-writer";
import type { TurnPlan } from "./turn-types";

const kit = setupChatKit();
let bus: ChangeBus;
let changes: Awaited<ReturnType<typeof listenToChanges>>;
beforeAll(async () => {
  bus = await kit.bus();
  changes = await listenToChanges(kit.database);
});
afterAll(() => changes.close());

const meter = { tokensIn: 3, tokensOut: 4, costMicroUsd: null, estimated: false, generationId: null, credits: 1 };

async function turnOf(flushMs: number) {
  const viewer = await kit.user();
  const store = createChatStore(kit.database.db, bus);
  const flushes: string[] = [];
  const writer: WriterDeps = {
    store: {
      ...store,
      flush: (id, content, at, announce) => {
        flushes.push(content);
        return store.flush(id, content, at, announce);
      },
    },
    now: () => new Date(),
    log: silentLog,
    flushMs,
    staleMs: 30_000,
    listening: () => bus.live,
  };
  const question = { id: randomUUID(), parentId: null, content: "What is  a\u202e tree?" };
  const plan: TurnPlan = {
    viewer,
    model: { modelId: FREE_MODEL, name: "Grok 4 Fast", credits: 1 },
    conversationId: randomUUID(),
    newConversation: { title: clip(question.content, 60) },
    question,
    userMessageId: question.id,
    messages: [{ role: "user", content: question.content }],
    initial: "",
    askedAt: new Date(),
  };
  const reply = new LiveReply(
    {
      conversationId: plan.conversationId,
      userMessageId: question.id,
      model: FREE_MODEL,
      modelName: "Grok 4 Fast",
      replyId: randomUUID(),
    },
    viewer.id,
    "",
  );
  return { plan, reply, recorder: conversationRecorder(writer, plan, reply), viewer, flushes };
}

const stored = (id: string) =>
  kit.database.db.message.findUnique({ where: { id }, select: { content: true, status: true, credits: true } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("the reply writer", () => {
  it("writes nothing before the first token, then the question and the reply in one go, then the end", async () => {
    const { plan, reply, recorder } = await turnOf(60_000);
    expect(await kit.database.db.conversation.count({ where: { id: plan.conversationId } })).toBe(0);
    reply.append("A tree ");
    recorder.started();
    await settle();
    const conversation = await kit.database.db.conversation.findUniqueOrThrow({
      where: { id: plan.conversationId },
      select: { title: true, leafId: true, messageCount: true },
    });
    // Bidirectional controls never reach a title.
    expect(conversation).toEqual({ title: "What is a tree?", leafId: reply.meta.replyId, messageCount: 2 });
    expect(await stored(plan.userMessageId)).toMatchObject({ status: "complete" });
    expect(await stored(reply.meta.replyId)).toMatchObject({ status: "streaming", content: "A tree " });
    reply.append("is a plant.");
    const failure = await recorder.finish({
      content: reply.content,
      status: "complete",
      meter: { ...meter, plan: "starter" },
      lease: null,
    });
    expect(failure).toBeNull();
    expect(await stored(reply.meta.replyId)).toEqual({ content: "A tree is a plant.", status: "complete", credits: 1 });
  });

  it("flushes the text as it grows, at most once per interval, not per token", async () => {
    const { reply, recorder, flushes } = await turnOf(100);
    reply.append("word0 ");
    recorder.started();
    await settle();
    for (let index = 1; index < 40; index++) {
      reply.append(`word${index} `);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await settle();
    // Stored for readers elsewhere while it is still being written, each flush longer than the last.
    expect((await stored(reply.meta.replyId))?.content).toMatch(/^word0 word1 word2 /);
    expect(flushes.length).toBeGreaterThanOrEqual(1);
    // 40 tokens over about half a second: a handful of flushes (a busy machine may delay a timer), never 40.
    expect(flushes.length).toBeLessThan(15);
    expect(flushes.every((text, index) => index === 0 || text.length > (flushes[index - 1]?.length ?? 0))).toBe(true);
    await recorder.finish({
      content: reply.content,
      status: "stopped",
      meter: { ...meter, plan: "starter" },
      lease: null,
    });
    expect(await stored(reply.meta.replyId)).toMatchObject({ status: "stopped", content: reply.content });
  });

  it("announces nothing while nobody elsewhere follows the reply; once someone does, every write and a wake-up", async () => {
    const quiet = await turnOf(50);
    quiet.reply.append("quiet ");
    quiet.recorder.started();
    await settle();
    quiet.reply.append("still quiet");
    await settle();
    await quiet.recorder.finish({
      content: quiet.reply.content,
      status: "complete",
      meter: { ...meter, plan: "starter" },
      lease: null,
    });
    expect(changes.about(quiet.reply.meta.replyId)).toEqual([]);

    const followed = await turnOf(50);
    followed.reply.append("heard ");
    followed.recorder.started();
    await settle();
    expect(changes.about(followed.reply.meta.replyId)).toEqual([]);
    // What live-replies.ts does when a reader elsewhere says it follows the reply.
    followed.reply.watched = true;
    followed.reply.onWatched();
    await settle();
    expect(changes.about(followed.reply.meta.replyId).length).toBe(1);
    followed.reply.append("and heard again");
    await settle();
    await followed.recorder.finish({
      content: followed.reply.content,
      status: "complete",
      meter: { ...meter, plan: "starter" },
      lease: null,
    });
    await settle();
    // The wake-up, at least one flush, and the end.
    expect(changes.about(followed.reply.meta.replyId).length).toBeGreaterThanOrEqual(3);
    expect(changes.about(followed.reply.meta.replyId).every(([topic]) => topic === "reply")).toBe(true);
  });

  it("says the conversation is gone when it was deleted before the end was stored", async () => {
    const { plan, reply, recorder } = await turnOf(60_000);
    reply.append("soon gone");
    recorder.started();
    await settle();
    await kit.database.db.conversation.delete({ where: { id: plan.conversationId } });
    const failure = await recorder.finish({
      content: reply.content,
      status: "complete",
      meter: { ...meter, plan: "starter" },
      lease: null,
    });
    expect(failure).toMatchObject({ code: "NOT_FOUND", options: { extra: { code: "conversation_deleted" } } });
  });
});
