// Fallbacks over HTTP (issue #34, docs/product/fallbacks.md): the admin's lists (checked, seeded, kept true when
// a model is renamed or deleted), POST /api/chat naming the model that answered and the one asked, the
// conversation keeping it, and /v1 not falling back unless its caller asks.
import { describe, expect, it } from "vitest";
import { CATALOG_SEED } from "../../shared/catalog";
import { englishText } from "../../shared/server-messages";
import { get, post, signInAdmin, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ upstream: true });
const DEEPSEEK = "deepseek/deepseek-chat-v3.1:free";
const FREE = "x-ai/grok-4-fast:free";
const NEMOTRON = "nvidia/nemotron-nano-9b-v2:free";

const adminCall = (token: string, method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

const rowOf = (modelId: string) => t.database.db.model.findUniqueOrThrow({ where: { modelId } });

describe("the admin's fallback lists", () => {
  it("are seeded, suggested for a new model, checked, and kept true when a model is renamed or deleted", async () => {
    const admin = await signInAdmin(t, "fallback-admin");
    expect((await rowOf(DEEPSEEK)).fallbacks).toEqual(CATALOG_SEED.find((m) => m.modelId === DEEPSEEK)?.fallbacks);

    const fields = {
      modelId: "acme/tiny:free",
      name: "Acme Tiny",
      description: "A tiny model.",
      provider: "Acme",
      capabilities: [],
      performance: "Fast",
      context: "8K",
      category: "General",
      tier: "starter",
    };
    const created = await adminCall(admin, "POST", "/api/admin/models", fields);
    expect(created.statusCode, created.body).toBe(201);
    // Suggested: the other starter models in the catalogue's order, none costing more credits.
    expect(created.json().fallbacks).toEqual([
      "x-ai/grok-4-fast:free",
      "nvidia/nemotron-nano-9b-v2:free",
      "deepseek/deepseek-chat-v3.1:free",
    ]);
    const id = created.json().id as string;

    const self = await adminCall(admin, "PUT", `/api/admin/models/${id}`, { ...fields, fallbacks: [fields.modelId] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(englishText("admin.fallbackSelf"));
    const unknown = await adminCall(admin, "PUT", `/api/admin/models/${id}`, { ...fields, fallbacks: ["no/such"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(englishText("admin.fallbackUnknown", { model: "no/such" }));
    const twice = await adminCall(admin, "PUT", `/api/admin/models/${id}`, { ...fields, fallbacks: [FREE, FREE] });
    expect(twice.statusCode).toBe(400);

    // Another model names it; renaming it renames it there, deleting it takes it out.
    const grok = await rowOf(FREE);
    const named = await adminCall(admin, "PUT", `/api/admin/models/${grok.id}`, {
      ...fields,
      ...Object.fromEntries(Object.entries(grok).filter(([key]) => key in fields)),
      fallbacks: [fields.modelId, DEEPSEEK],
    });
    expect(named.statusCode, named.body).toBe(200);
    const renamed = await adminCall(admin, "PUT", `/api/admin/models/${id}`, {
      ...fields,
      modelId: "acme/tiny-2:free",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await rowOf(FREE)).fallbacks).toEqual(["acme/tiny-2:free", DEEPSEEK]);
    expect((await adminCall(admin, "DELETE", `/api/admin/models/${id}`)).statusCode).toBe(200);
    expect((await rowOf(FREE)).fallbacks).toEqual([DEEPSEEK]);
  });
});

describe("a turn answered by a fallback, over REST", () => {
  it("says which model answered and which was asked, and the conversation keeps it", async () => {
    const user = await signUp(t);
    t.upstream.failModel(DEEPSEEK, "429");
    try {
      const response = await post(t, "/api/chat", { message: "Namaste", modelId: DEEPSEEK }, user.token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.aiMessage).toMatchObject({ model: FREE, modelName: "Grok 4 Fast", fallbackFrom: "DeepSeek V3.1" });
      const stored = await get(t, `/api/chat/conversation/${body.conversationId}`, user.token);
      expect(stored.json().conversation.messages.at(-1)).toMatchObject({
        model: FREE,
        modelName: "Grok 4 Fast",
        fallbackFrom: "DeepSeek V3.1",
      });
    } finally {
      t.upstream.healModel(DEEPSEEK);
    }
  });

  it("does not fall back for /v1 unless asked: the caller gets the model's own failure", async () => {
    const user = await signUp(t);
    await t.database.db.user.update({ where: { id: user._id }, data: { role: "enterprise" } });
    await t.deps.bus.publish("user", user._id);
    const key = (await trpcMutation(t, "apiKeys.create", { name: "SDK" }, user.token)).json().result.data.key;
    t.upstream.failModel(DEEPSEEK, "404");
    try {
      const from = t.upstream.requests.length;
      const response = await t.app.inject({
        method: "POST",
        url: "/v1/chat/completions",
        headers: { authorization: `Bearer ${key}` },
        payload: { model: DEEPSEEK, messages: [{ role: "user", content: "Hi" }] },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(t.upstream.models().slice(from)).toEqual([DEEPSEEK]);
    } finally {
      t.upstream.healModel(DEEPSEEK);
    }
  });

  it("charges nothing for an empty reply on /v1, which gets what the model sent", async () => {
    const user = await signUp(t);
    await t.database.db.user.update({ where: { id: user._id }, data: { role: "enterprise" } });
    await t.deps.bus.publish("user", user._id);
    const key = (await trpcMutation(t, "apiKeys.create", { name: "SDK" }, user.token)).json().result.data.key;
    t.upstream.failModel(DEEPSEEK, "empty");
    try {
      const response = await t.app.inject({
        method: "POST",
        url: "/v1/chat/completions",
        headers: { authorization: `Bearer ${key}` },
        payload: { model: DEEPSEEK, messages: [{ role: "user", content: "Hi" }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().choices[0].message.content).toBe("");
      const rows = await t.database.db.apiUsage.findMany({ where: { userId: user._id } });
      expect(rows.map((row) => row.credits)).toEqual([0]);
      const day = await t.database.db.usageDay.findFirst({ where: { userId: user._id } });
      expect(day?.used ?? 0).toBe(0);
    } finally {
      t.upstream.healModel(DEEPSEEK);
    }
  });

  it("falls back for /v1 through the models it lists, which the response's model names", async () => {
    const user = await signUp(t);
    await t.database.db.user.update({ where: { id: user._id }, data: { role: "enterprise" } });
    await t.deps.bus.publish("user", user._id);
    const key = (await trpcMutation(t, "apiKeys.create", { name: "SDK" }, user.token)).json().result.data.key;
    const ask = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/v1/chat/completions",
        headers: { authorization: `Bearer ${key}` },
        payload,
      });
    const messages = [{ role: "user", content: "Hi" }];
    t.upstream.failModel(DEEPSEEK, "503");
    try {
      const whole = await ask({ model: DEEPSEEK, models: [DEEPSEEK, NEMOTRON], messages });
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json()).toMatchObject({
        model: NEMOTRON,
        choices: [{ message: { content: expect.stringContaining("Echo: Hi") } }],
      });
      const streamed = await ask({ model: DEEPSEEK, models: [NEMOTRON], messages, stream: true });
      const chunks = streamed.body
        .split("\n\n")
        .filter((line) => line.startsWith("data: {"))
        .map((line) => JSON.parse(line.slice(6)));
      expect(new Set(chunks.map((chunk) => chunk.model))).toEqual(new Set([NEMOTRON]));
      const unknown = await ask({ model: DEEPSEEK, models: ["no/such"], messages });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({ code: "model_not_found", param: "models" });
    } finally {
      t.upstream.healModel(DEEPSEEK);
    }
  });
});
