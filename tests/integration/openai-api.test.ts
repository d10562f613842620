import { Writable } from "node:stream";
import OpenAI from "openai";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, LOG_REDACT } from "../../server/app";
import { usageDay } from "../../shared/allowance";
import { CATALOG_SEED } from "../../shared/catalog";
import type { Role } from "../../shared/roles";
import { signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp, UNLIMITED_USAGE } from "../helpers/app";
import { FAKE_USAGE_COST_USD } from "../helpers/fake-openrouter";
import { addressOf } from "../helpers/streams";

const t = setupTestApp({ upstream: true });
const DAY = 24 * 60 * 60 * 1000;
const FREE = "x-ai/grok-4-fast:free";
let base = "";

beforeAll(async () => {
  base = `${await addressOf(t)}/v1`;
});

const mutate = (path: string, input: unknown, token: string) => trpcMutation(t, path, input, token);

async function withPlan(role: Role) {
  const user = await signUp(t);
  await t.database.db.user.update({
    where: { id: user._id },
    data: { role, planExpiresAt: new Date(Date.now() + 30 * DAY) },
  });
  await t.deps.bus.publish("user", user._id);
  return user;
}

async function createKey(token: string, input: Record<string, unknown> = { name: "SDK" }) {
  const response = await mutate("apiKeys.create", input, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data as { id: string; key: string };
}

/** An Enterprise user, their key, and the official SDK pointed at /v1 with it. */
async function enterpriseClient() {
  const user = await withPlan("enterprise");
  const key = await createKey(user.token);
  return { user, key, client: new OpenAI({ apiKey: key.key, baseURL: base, maxRetries: 0 }) };
}

const sdk = (apiKey: string) => new OpenAI({ apiKey, baseURL: base, maxRetries: 0 });

/** The error an SDK call rejects with. */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OpenAI.APIError);
  return error as InstanceType<typeof OpenAI.APIError>;
}

const apiUsage = (userId: string) =>
  t.database.db.apiUsage.findMany({
    where: { userId },
    select: {
      apiKeyId: true,
      model: true,
      status: true,
      tokensIn: true,
      tokensOut: true,
      costMicroUsd: true,
      credits: true,
    },
  });

describe("GET /v1/models", () => {
  it("lists the models the key's owner may use, in OpenAI's shape", async () => {
    const { client } = await enterpriseClient();
    const models = [];
    for await (const model of client.models.list()) models.push(model);
    // Enterprise includes every tier of the catalogue.
    expect(models.map((model) => model.id).sort()).toEqual(CATALOG_SEED.map((model) => model.modelId).sort());
    const free = models.find((model) => model.id === FREE);
    expect(free).toEqual({
      id: FREE,
      object: "model",
      created: expect.any(Number),
      owned_by: CATALOG_SEED.find((model) => model.modelId === FREE)?.provider,
    });
  });
});

describe("keys and plans", () => {
  it("answers a missing, made-up, revoked or expired key with a 401 in OpenAI's shape", async () => {
    const { user, key } = await enterpriseClient();
    const missing = await fetch(`${base}/models`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: { message: "Invalid API key", type: "invalid_request_error", code: "invalid_api_key", param: null },
    });
    for (const apiKey of ["sk-not-ours", `ngk_${"A".repeat(43)}`]) {
      const error = await failure(sdk(apiKey).models.list());
      expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(error.error).toMatchObject({ type: "invalid_request_error", code: "invalid_api_key", param: null });
    }

    expect((await mutate("apiKeys.revoke", { id: key.id }, user.token)).statusCode).toBe(200);
    const revoked = await failure(sdk(key.key).chat.completions.create({ model: FREE, messages: [] }));
    expect(revoked).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(revoked.message).toMatch(/revoked/);

    const expiring = await createKey(user.token, {
      name: "soon",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await sdk(expiring.key).models.list()).data.length).toBeGreaterThan(0);
    t.clock.advance(2 * 60_000);
    try {
      const expired = await failure(sdk(expiring.key).models.list());
      expect(expired).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(expired.message).toMatch(/expired/);
    } finally {
      t.clock.reset();
    }
  });

  it("refuses a Professional user's key with a 403 that names the plan", async () => {
    const { user, key } = await enterpriseClient();
    await t.database.db.user.update({ where: { id: user._id }, data: { role: "professional" } });
    await t.deps.bus.publish("user", user._id);
    const error = await failure(
      sdk(key.key).chat.completions.create({ model: FREE, messages: [{ role: "user", content: "hi" }] }),
    );
    expect(error).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(error.error).toMatchObject({ message: "API access needs the Enterprise plan", type: "permission_error" });
  });
});

describe("POST /v1/chat/completions", () => {
  it("answers a whole reply with its usage, meters it per key and stores no text", async () => {
    const { user, key, client } = await enterpriseClient();
    const before = t.upstream.requests.length;
    const completion = await client.chat.completions.create({
      model: FREE,
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Name a river" },
      ],
      temperature: 0.2,
      max_tokens: 50,
      stop: ["\n\n"],
    });
    expect(completion).toMatchObject({
      object: "chat.completion",
      model: FREE,
      choices: [{ index: 0, message: { role: "assistant", content: "Echo: Name a river" }, finish_reason: "stop" }],
      usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
    });
    expect(completion.id).toMatch(/^chatcmpl-/);
    // Only the fields we chose went upstream.
    const sent = t.upstream.requests[before]?.body as unknown as Record<string, unknown>;
    expect(sent).toMatchObject({ model: FREE, temperature: 0.2, max_tokens: 50, stop: ["\n\n"], stream: true });
    expect(sent.messages).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "Name a river" },
    ]);

    expect(await apiUsage(user._id)).toEqual([
      {
        apiKeyId: key.id,
        model: FREE,
        status: "complete",
        tokensIn: 12,
        tokensOut: 5,
        costMicroUsd: Math.round(FAKE_USAGE_COST_USD * 1e6),
        credits: CATALOG_SEED.find((model) => model.modelId === FREE)?.credits,
      },
    ]);
    // Charged to the same daily allowance as chat, and nothing of it kept as a conversation.
    const today = await t.database.db.usageDay.findFirst({ where: { userId: user._id }, select: { used: true } });
    expect(today?.used).toBe(CATALOG_SEED.find((model) => model.modelId === FREE)?.credits);
    expect(await t.database.db.conversation.count({ where: { userId: user._id } })).toBe(0);
  });

  it("streams chat.completion.chunk objects, a usage chunk when asked, then [DONE]", async () => {
    const { client } = await enterpriseClient();
    const stream = await client.chat.completions.create({
      model: FREE,
      messages: [{ role: "user", content: "Tell me about the Ganga" }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.every((chunk) => chunk.object === "chat.completion.chunk")).toBe(true);
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
    expect(text).toBe("Echo: Tell me about the Ganga");
    expect(chunks.some((chunk) => chunk.choices[0]?.finish_reason === "stop")).toBe(true);
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage).toEqual({ prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 });

    const raw = await fetch(`${base}/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${client.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ model: FREE, messages: [{ role: "user", content: "hello" }], stream: true }),
    });
    const body = await raw.text();
    expect(raw.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(body.trimEnd().endsWith("data: [DONE]")).toBe(true);
    expect(body).not.toContain('"usage"');
  });

  it("passes on the upstream's finish_reason, whole and streamed: a reply cut at max_tokens ends with length", async () => {
    const { client } = await enterpriseClient();
    const request = { model: FREE, messages: [{ role: "user" as const, content: "Name three rivers" }], max_tokens: 2 };
    const whole = await client.chat.completions.create(request);
    // The fake sends a word a token: max_tokens 2 keeps "Echo: Name ".
    expect(whole.choices).toMatchObject([{ message: { content: "Echo: Name " }, finish_reason: "length" }]);

    const stream = await client.chat.completions.create({ ...request, stream: true });
    const reasons = [];
    for await (const chunk of stream) reasons.push(chunk.choices[0]?.finish_reason);
    expect(reasons.at(-1)).toBe("length");
    expect(reasons.slice(0, -1).every((reason) => reason === null)).toBe(true);
  });

  it("stops the upstream call when the client disconnects mid-stream, metering what was used", async () => {
    const { user, client } = await enterpriseClient();
    const stream = await client.chat.completions.create({
      model: FREE,
      messages: [{ role: "user", content: "slow:200" }],
      stream: true,
    });
    let text = "";
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? "";
      if (text.includes("word1 ")) break; // leaving the loop aborts the request
    }
    const deadline = Date.now() + 10_000;
    let rows = await apiUsage(user._id);
    while (rows.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await apiUsage(user._id);
    }
    // Stopped, not complete: the 200 chunks were never all generated, and its tokens are estimated.
    expect(rows).toEqual([expect.objectContaining({ status: "stopped", tokensOut: expect.any(Number) })]);
  });

  it("refuses unknown fields and bad values with a 400 naming the field, sending nothing upstream", async () => {
    const { client } = await enterpriseClient();
    const before = t.upstream.requests.length;
    const cases: Array<[Record<string, unknown>, RegExp, string | null]> = [
      [{ logprobs: true }, /Unsupported field "logprobs"/, "logprobs"],
      [{ tools: [] }, /Unsupported field "tools"/, "tools"],
      [
        { messages: [{ role: "user", content: "hi", name: "me" }] },
        /Unsupported field "messages\[0\]\.name"/,
        "messages[0].name",
      ],
      [{ messages: [{ role: "tool", content: "hi" }] }, /messages\[0\]\.role/, "messages[0].role"],
      [{ stop: ["a", "b", "c", "d", "e"] }, /stop/, "stop"],
      [{ temperature: "hot" }, /temperature/, "temperature"],
      [{ messages: [] }, /messages/, "messages"],
    ];
    for (const [change, message, param] of cases) {
      const error = await failure(
        client.chat.completions.create({
          model: FREE,
          messages: [{ role: "user", content: "hi" }],
          ...change,
        } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming),
      );
      expect(error, JSON.stringify(change)).toBeInstanceOf(OpenAI.BadRequestError);
      expect(error.error).toMatchObject({ type: "invalid_request_error", param });
      expect(error.message).toMatch(message);
    }
    expect(t.upstream.requests.length).toBe(before);
  });

  it("answers an unknown model with a 404 model_not_found", async () => {
    const { client } = await enterpriseClient();
    const error = await failure(
      client.chat.completions.create({ model: "no/such-model", messages: [{ role: "user", content: "hi" }] }),
    );
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error.error).toMatchObject({ code: "model_not_found", param: "model" });
  });

  it("answers a spent allowance with a 429 in OpenAI's shape, with retry-after", async () => {
    const { user, client } = await enterpriseClient();
    const day = new Date(`${usageDay(t.clock.now())}T00:00:00.000Z`);
    await t.database.db.usageDay.create({
      data: { userId: user._id, day, used: UNLIMITED_USAGE.dailyCredits.enterprise },
    });
    const error = await failure(
      client.chat.completions.create({ model: FREE, messages: [{ role: "user", content: "hi" }], stream: true }),
    );
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error.error).toMatchObject({ type: "rate_limit_error", code: "rate_limit_exceeded" });
    expect(Number(error.headers?.get("retry-after"))).toBeGreaterThan(0);
    expect(await apiUsage(user._id)).toEqual([]);
  });

  it("answers an upstream failure before the first token with its status, refunded", async () => {
    const { user, client } = await enterpriseClient();
    const error = await failure(
      client.chat.completions.create({
        model: FREE,
        messages: [{ role: "user", content: "status:400" }],
        stream: true,
      }),
    );
    expect(error.status).toBe(502);
    expect(error.error).toMatchObject({ type: "server_error" });
    expect(await apiUsage(user._id)).toEqual([expect.objectContaining({ status: "failed", credits: 0 })]);
  });
});

describe("logs", () => {
  let lines: string[] = [];
  let logged: Awaited<ReturnType<typeof buildApp>> | undefined;
  afterAll(async () => {
    await logged?.close();
  });

  it("never hold the key, even when a line carries the request's headers", async () => {
    const { key } = await enterpriseClient();
    lines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    logged = await buildApp(t.deps, {
      loggerInstance: pino({ level: "trace", redact: LOG_REDACT }, sink),
      clientDir: "/nonexistent",
    });
    // As a debugging hook or a careless handler would.
    logged.addHook("onRequest", async (request) => {
      request.log.info({ headers: request.headers }, "headers");
      request.log.info({ request: { headers: request.headers } }, "request");
      request.log.info({ call: { headers: request.headers } }, "nested");
    });
    await logged.listen({ port: 0, host: "127.0.0.1" });
    const { port } = logged.server.address() as { port: number };
    const client = new OpenAI({ apiKey: key.key, baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 0 });
    await client.chat.completions.create({ model: FREE, messages: [{ role: "user", content: "hi" }] });
    await failure(new OpenAI({ apiKey: `${key.key}x`, baseURL: client.baseURL, maxRetries: 0 }).models.list());

    const text = lines.join("");
    expect(text).toContain('"url":"/v1/chat/completions"');
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(6);
    expect(text).not.toContain(key.key.slice(4));
  });
});
