import OpenAI from "openai";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf } from "../helpers/streams";

const t = setupTestApp({ upstream: true });
const DAY = 24 * 60 * 60 * 1000;
const FREE = "x-ai/grok-4-fast:free";
let base = "";
let admin = "";

beforeAll(async () => {
  base = `${await addressOf(t)}/v1`;
  await ensureAdmin(t.database.db, { username: "ledger", password: "Harbour-Lantern-2026!" });
  admin = (await post(t, "/api/admin/login", { username: "ledger", password: "Harbour-Lantern-2026!" })).json().token;
});

const trpc = (method: "GET" | "POST", path: string, token: string, input?: unknown) =>
  t.app.inject({
    method,
    url: `/trpc/${path}`,
    headers: { authorization: `Bearer ${token}`, ...(input ? { "content-type": "application/json" } : {}) },
    payload: input as object,
  });

/** An Enterprise user who made one web chat turn and one /v1 call with a key named "Build bot". */
async function webAndApiTurn() {
  const user = await signUp(t);
  await t.database.db.user.update({
    where: { id: user._id },
    data: { role: "enterprise", planExpiresAt: new Date(Date.now() + 30 * DAY) },
  });
  await t.deps.bus.publish("user", user._id);
  const chat = await post(t, "/api/chat", { message: "hello from the web", modelId: FREE }, user.token);
  expect(chat.statusCode, chat.body).toBe(200);
  const created = await trpc("POST", "apiKeys.create", user.token, { name: "Build bot" });
  expect(created.statusCode, created.body).toBe(200);
  const key = created.json().result.data as { id: string; key: string; prefix: string };
  const client = new OpenAI({ apiKey: key.key, baseURL: base, maxRetries: 0 });
  await client.chat.completions.create({ model: FREE, messages: [{ role: "user", content: "hello from the API" }] });
  const web = await t.database.db.message.findFirstOrThrow({
    where: { conversation: { userId: user._id }, role: "assistant" },
    select: { tokensIn: true, tokensOut: true, credits: true, costMicroUsd: true },
  });
  const api = await t.database.db.apiUsage.findFirstOrThrow({
    where: { userId: user._id },
    select: { tokensIn: true, tokensOut: true, credits: true, costMicroUsd: true },
  });
  return { user, key, web, api };
}

describe("usage split into web and API", () => {
  it("shows the person's days and models with the API's part, and API use per key", async () => {
    const { user, key, web, api } = await webAndApiTurn();
    const webTokens = (web.tokensIn ?? 0) + (web.tokensOut ?? 0);
    const apiTokens = api.tokensIn + api.tokensOut;
    expect(apiTokens).toBeGreaterThan(0);

    const history = (await trpc("GET", "usage.history", user.token)).json().result.data;
    const today = history.days.at(-1);
    expect(today).toMatchObject({
      messages: 2,
      tokens: webTokens + apiTokens,
      apiMessages: 1,
      apiTokens,
    });
    expect(history.models).toEqual([
      {
        model: FREE,
        modelName: expect.any(String),
        messages: 2,
        tokensIn: (web.tokensIn ?? 0) + api.tokensIn,
        tokensOut: (web.tokensOut ?? 0) + api.tokensOut,
        tokens: webTokens + apiTokens,
        credits: web.credits + api.credits,
        apiMessages: 1,
        apiTokens,
        apiCredits: api.credits,
      },
    ]);
    // The API call's model name comes from the catalogue, as the web reply's does.
    expect(history.models[0].modelName).not.toBe(FREE);
    expect(history.rows).toEqual([expect.objectContaining({ model: FREE, messages: 2, apiMessages: 1 })]);
    expect(history.apiKeys).toEqual([
      { id: key.id, name: "Build bot", prefix: key.prefix, requests: 1, tokens: apiTokens, credits: api.credits },
    ]);

    // Scripts read the same history at GET /api/usage/history (one table entry: the procedure and its schema).
    const rest = await get(t, "/api/usage/history", user.token);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual(history);
    expect((await get(t, "/api/usage/history")).statusCode).toBe(401);

    // The admin's view of the user carries the same split.
    const users = await t.app.inject({
      method: "GET",
      url: `/trpc/admin.usage.user?input=${encodeURIComponent(JSON.stringify({ id: user._id }))}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(users.statusCode, users.body).toBe(200);
    const forUser = users.json().result.data;
    expect(forUser.models).toEqual(history.models);
    expect(forUser.apiKeys).toEqual(history.apiKeys);
  });

  it("counts API cost in the admin's report per day, plan and model, with its share", async () => {
    const { user, web, api } = await webAndApiTurn();
    expect(api.costMicroUsd).toBeGreaterThan(0);
    const report = (await get(t, "/api/admin/usage", admin)).json();
    const apiTotal = await t.database.db.apiUsage.aggregate({ _sum: { costMicroUsd: true }, _count: true });
    const messageTotal = await t.database.db.message.aggregate({
      where: { role: "assistant" },
      _sum: { costMicroUsd: true },
    });
    const cost = (apiTotal._sum.costMicroUsd ?? 0) + (messageTotal._sum.costMicroUsd ?? 0);
    const today = report.days.at(-1);
    expect(today.costMicroUsd).toBe(cost);
    expect(today.apiCostMicroUsd).toBe(apiTotal._sum.costMicroUsd);
    expect(today.apiMessages).toBe(apiTotal._count);
    expect(report.apiShare).toBeCloseTo((apiTotal._sum.costMicroUsd ?? 0) / cost);
    const enterprise = report.plans.find((plan: { plan: string }) => plan.plan === "enterprise");
    expect(enterprise).toMatchObject({ apiMessages: apiTotal._count, apiCostMicroUsd: apiTotal._sum.costMicroUsd });
    const model = report.models.find((row: { model: string }) => row.model === FREE);
    expect(model).toMatchObject({ costMicroUsd: cost, apiCostMicroUsd: apiTotal._sum.costMicroUsd });
    const top = report.topUsers.find((row: { userId: string }) => row.userId === user._id);
    expect(top).toMatchObject({
      messages: 2,
      costMicroUsd: (web.costMicroUsd ?? 0) + (api.costMicroUsd ?? 0),
      apiMessages: 1,
      apiCostMicroUsd: api.costMicroUsd,
    });
  });
});
