// Fallbacks and model health (issue #34, docs/product/fallbacks.md), on real PostgreSQL with the fake upstream:
// a model failing before its first word hands the turn to its fallback, which the reply names; the person pays
// once, the answering model's credits; an empty reply charges nothing; a model failing again and again is
// marked unavailable on every instance, skipped, and tried again after its cool-down.
import { describe, expect, it } from "vitest";
import { ENTERPRISE_MODEL, FREE_MODEL, setupChatKit } from "../../../tests/helpers/chat-kit";
import type { ModelFailure } from "../../../tests/helpers/fake-openrouter";
import type { ChatEvent } from "./live-reply";

const kit = setupChatKit();
const DEEPSEEK = "deepseek/deepseek-chat-v3.1:free";
const GEMMA = "google/gemma-3n-e2b-it:free";
type Instance = Awaited<ReturnType<typeof kit.instance>>;
type Viewer = Awaited<ReturnType<typeof kit.user>>;

async function turn(on: Instance, viewer: Viewer, message: string, modelId: string) {
  const events: ChatEvent[] = [];
  let error: unknown = null;
  try {
    for await (const event of await on.chat.send(viewer, { message, modelId }, new AbortController().signal))
      events.push(event);
  } catch (caught) {
    error = caught;
  }
  const meta = events.find((event) => event.type === "meta") as Extract<ChatEvent, { type: "meta" }>;
  const reply = await kit.database.db.message.findUniqueOrThrow({ where: { id: meta.replyId } });
  return { events, error, meta, reply };
}

const usedToday = async (userId: string) =>
  (await kit.database.db.usageDay.findFirst({ where: { userId }, select: { used: true } }))?.used ?? 0;

/** Waits up to a second (the bound for every instance) for what another instance hears on the bus. */
async function until(condition: () => boolean) {
  const start = Date.now();
  while (!condition() && Date.now() - start < 1_000) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The models the upstream was asked for since `from` (a request index). */
const askedSince = (from: number) => kit.upstream.models().slice(from);

describe("fallbacks", () => {
  it.each<ModelFailure>(["503", "429", "404", "timeout", "empty"])(
    "a model failing with %s before its first word is answered by its first fallback, charged once",
    async (how) => {
      const on = await kit.instance();
      const viewer = await kit.user();
      kit.upstream.failModel(DEEPSEEK, how);
      try {
        const from = kit.upstream.requests.length;
        const { events, error, meta, reply } = await turn(on, viewer, "Hello", DEEPSEEK);
        expect(error).toBeNull();
        expect(meta).toMatchObject({ model: DEEPSEEK, modelName: "DeepSeek V3.1" });
        expect(events).toContainEqual({
          type: "fallback",
          model: FREE_MODEL,
          modelName: "Grok 4 Fast",
          fallbackFrom: "DeepSeek V3.1",
        });
        expect(events.at(-1)?.type).toBe("done");
        expect(askedSince(from).at(-1)).toBe(FREE_MODEL);
        expect(askedSince(from)).toContain(DEEPSEEK);
        expect(reply).toMatchObject({
          model: FREE_MODEL,
          modelName: "Grok 4 Fast",
          fallbackFrom: "DeepSeek V3.1",
          status: "complete",
          credits: 1,
        });
        expect(reply.content).toContain("Echo: Hello");
        expect(await usedToday(viewer.id)).toBe(1);
      } finally {
        kit.upstream.healModel(DEEPSEEK);
      }
    },
  );

  it("charges the answering model's credits when it costs less than the one asked", async () => {
    const on = await kit.instance();
    const viewer = await kit.user("enterprise");
    kit.upstream.failModel(ENTERPRISE_MODEL, "503");
    try {
      const { reply } = await turn(on, viewer, "Hello", ENTERPRISE_MODEL);
      expect(reply).toMatchObject({ model: GEMMA, fallbackFrom: "Qwen3 235B A22B", credits: 2 });
      expect(await usedToday(viewer.id)).toBe(2);
    } finally {
      kit.upstream.healModel(ENTERPRISE_MODEL);
    }
  });

  it("tries at most two fallbacks, then fails and charges nothing", async () => {
    const on = await kit.instance();
    const viewer = await kit.user();
    const down = [DEEPSEEK, FREE_MODEL, "nvidia/nemotron-nano-9b-v2:free"];
    for (const model of down) kit.upstream.failModel(model, "empty");
    try {
      const from = kit.upstream.requests.length;
      const { error, reply } = await turn(on, viewer, "Hello", DEEPSEEK);
      expect(error).toMatchObject({ status: 502 });
      expect(askedSince(from)).toEqual(down);
      expect(reply).toMatchObject({ status: "failed", credits: 0 });
      expect(await usedToday(viewer.id)).toBe(0);
    } finally {
      for (const model of down) kit.upstream.healModel(model);
    }
  });

  it("does not fall back once the first word has come", async () => {
    const on = await kit.instance();
    const viewer = await kit.user();
    const from = kit.upstream.requests.length;
    const { events, reply } = await turn(on, viewer, "cut", DEEPSEEK);
    expect(events.some((event) => event.type === "fallback")).toBe(false);
    expect(askedSince(from)).toEqual([DEEPSEEK]);
    expect(reply).toMatchObject({ model: DEEPSEEK, fallbackFrom: null, status: "failed", credits: 1 });
  });
});

describe("model health", () => {
  it("marks a model failing three times unavailable on every instance within a second, skips it, and tries it again after the cool-down", async () => {
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const a = await kit.instance({ now });
    const b = await kit.instance({ now });
    const viewer = await kit.user();
    kit.upstream.failModel(DEEPSEEK, "503");
    try {
      for (let i = 0; i < 3; i++) expect((await turn(a, viewer, `Hello ${i}`, DEEPSEEK)).reply.model).toBe(FREE_MODEL);
      expect(a.chat.modelHealth().degraded).toEqual([DEEPSEEK]);
      await until(() => b.chat.modelHealth().degraded.includes(DEEPSEEK));
      expect(b.chat.modelHealth().degraded).toEqual([DEEPSEEK]);

      // Marked: straight to the fallback, the model asked never called, the reply saying which was asked.
      const from = kit.upstream.requests.length;
      const skipped = await turn(b, viewer, "Skip it", DEEPSEEK);
      expect(askedSince(from)).toEqual([FREE_MODEL]);
      expect(skipped.meta).toMatchObject({ model: FREE_MODEL, fallbackFrom: "DeepSeek V3.1" });
      expect(skipped.reply).toMatchObject({ model: FREE_MODEL, fallbackFrom: "DeepSeek V3.1", credits: 1 });

      // After the cool-down the next turn is the probe: well again, the mark goes everywhere.
      kit.upstream.healModel(DEEPSEEK);
      offset += 61_000;
      expect(b.chat.modelHealth().degraded).toEqual([]);
      const probe = await turn(b, viewer, "Back?", DEEPSEEK);
      expect(probe.reply).toMatchObject({ model: DEEPSEEK, fallbackFrom: null });
      await until(() => a.chat.modelHealth().degraded.length === 0);
      expect(a.chat.modelHealth().degraded).toEqual([]);
    } finally {
      kit.upstream.healModel(DEEPSEEK);
    }
  });

  it("marks a model again at once when the turn after its cool-down fails too", async () => {
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const a = await kit.instance({ now });
    const viewer = await kit.user();
    const NEMOTRON = "nvidia/nemotron-nano-9b-v2:free";
    kit.upstream.failModel(NEMOTRON, "404");
    try {
      for (let i = 0; i < 3; i++) await turn(a, viewer, `Hello ${i}`, NEMOTRON);
      expect(a.chat.modelHealth().degraded).toEqual([NEMOTRON]);
      offset += 61_000;
      expect(a.chat.modelHealth().degraded).toEqual([]);
      const from = kit.upstream.requests.length;
      const probe = await turn(a, viewer, "Still down?", NEMOTRON);
      expect(askedSince(from)).toEqual([NEMOTRON, FREE_MODEL]);
      expect(probe.reply.model).toBe(FREE_MODEL);
      expect(a.chat.modelHealth().degraded).toEqual([NEMOTRON]);
    } finally {
      kit.upstream.healModel(DEEPSEEK);
    }
  });
});
