import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_OPERATIONS } from "../../server/api-operations";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { openAiErrorSchema } from "../../server/docs/common.schemas";
import { apiPath, type JsonSchema, type OpenApiDocument, toJsonSchema } from "../../server/docs/openapi.document";
import type { ApiOperation } from "../../server/docs/operation";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { type DocOperation, dataEvents, documentedOperation, servedDocument } from "../helpers/openapi";

// The document against the real answers: each documented response, download and token check is what the
// routes do (openapi.test.ts holds the document to the registered routes and the procedures' schemas).

const t = setupTestApp();
let doc: OpenApiDocument;

beforeAll(async () => {
  doc = await servedDocument(t);
});

const docOperation = (operation: ApiOperation) => documentedOperation(doc, operation);

/** Fields the answer has that the documented schema does not list (objects are open, so zod would not say). */
function undocumentedFields(schema: JsonSchema, value: unknown, at = "$"): string[] {
  if (Array.isArray(value) && schema.items)
    return value.flatMap((item, i) => undocumentedFields(schema.items as JsonSchema, item, `${at}[${i}]`));
  if (schema.anyOf) {
    if (value === null) return [];
    const options = (schema.anyOf as JsonSchema[]).filter((option) => option.type !== "null");
    const fits = options.map((option) => undocumentedFields(option, value, at));
    return fits.reduce((best, fit) => (fit.length < best.length ? fit : best));
  }
  if (!value || typeof value !== "object" || !schema.properties) return [];
  const properties = schema.properties as Record<string, JsonSchema>;
  return Object.entries(value).flatMap(([name, field]) =>
    properties[name] ? undocumentedFields(properties[name], field, `${at}.${name}`) : [`${at}.${name}`],
  );
}

describe("documented responses match real ones", () => {
  /** `path` as the document lists it (`/api/chat/conversation/{id}`), `url` as called. */
  async function expectAsDocumented(
    method: ApiOperation["method"],
    path: string,
    url: string,
    token?: string,
    payload?: unknown,
  ) {
    const operation = API_OPERATIONS.find((op) => op.method === method && apiPath(op) === path);
    if (!operation || "events" in operation.response || "mediaType" in operation.response)
      throw new Error(`no JSON operation ${method} ${path}`);
    const response = await t.app.inject({
      method: method.toUpperCase() as "GET",
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(operation.response.status);
    const body = response.json();
    expect(operation.response.schema.safeParse(body).error, `${method} ${url}`).toBeUndefined();
    expect(undocumentedFields(toJsonSchema(operation.response.schema), body), `${method} ${url}`).toEqual([]);
    return body;
  }

  it("for the public and user calls", async () => {
    const user = await signUp(t);
    await expectAsDocumented("get", "/api/models", "/api/models");
    await expectAsDocumented("post", "/api/contact", "/api/contact", undefined, {
      name: "Vikram Iyer",
      email: "vikram.iyer@example.com",
      subject: "Team plan",
      message: "Hello",
    });
    await expectAsDocumented("post", "/api/users/login", "/api/users/login", undefined, {
      email: user.email,
      password: user.password,
    });
    await expectAsDocumented("get", "/api/users/profile", "/api/users/profile", user.token);
    await expectAsDocumented("put", "/api/users/profile", "/api/users/profile", user.token, { name: "Asha R. Rao" });
    await expectAsDocumented("get", "/api/payment/status", "/api/payment/status", user.token);
    const order = await expectAsDocumented("post", "/api/payment/order", "/api/payment/order", user.token, {
      plan: "professional",
    });
    await expectAsDocumented("get", "/api/payment/history", "/api/payment/history", user.token);
    await expectAsDocumented("post", "/api/payment/simulate", "/api/payment/simulate", user.token, {
      orderId: order.orderId,
      outcome: "failure",
    });
    await expectAsDocumented("get", "/api/chat/history", "/api/chat/history", user.token);
    await expectAsDocumented("post", "/api/users/refresh", "/api/users/refresh", user.token);
  });

  it("for the chat calls, the stream's events included (offline provider)", async () => {
    const user = await signUp(t);
    const turn = { message: "Write a haiku about the monsoon.", modelId: "deepseek/deepseek-chat-v3.1:free" };
    const reply = await expectAsDocumented("post", "/api/chat", "/api/chat", user.token, turn);
    const conversation = `/api/chat/conversation/${reply.conversationId}`;
    await expectAsDocumented("get", "/api/chat/history", "/api/chat/history?limit=5", user.token);
    await expectAsDocumented("get", "/api/chat/conversation/{id}", conversation, user.token);
    await expectAsDocumented("put", "/api/chat/conversation/{id}/title", `${conversation}/title`, user.token, {
      title: "Monsoon haiku",
    });

    const stream = API_OPERATIONS.find((op) => op.path === "/chat/stream")?.response;
    if (!stream || !("events" in stream)) throw new Error("the stream is documented with its events");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/chat/stream",
      payload: { ...turn, conversationId: reply.conversationId },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = [...response.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)];
    expect(events.map(([, name]) => name)).toEqual(["meta", ...events.slice(1, -1).map(() => "delta"), "done"]);
    for (const [, name, data] of events) {
      const event = stream.events[name as string];
      const value = JSON.parse(data as string);
      expect(event?.schema.safeParse(value).error, name).toBeUndefined();
      expect(undocumentedFields(toJsonSchema(event?.schema as z.ZodType), value), name).toEqual([]);
    }

    await expectAsDocumented("delete", "/api/chat/conversation/{id}", conversation, user.token);
  });

  it("for the admin calls", async () => {
    await ensureAdmin(t.database.db, { username: "ops", password: "Saffron-Kestrel-19", name: "Ops Team" });
    const login = await expectAsDocumented("post", "/api/admin/login", "/api/admin/login", undefined, {
      username: "ops",
      password: "Saffron-Kestrel-19",
    });
    const token = login.token as string;
    const user = await signUp(t);
    await expectAsDocumented("get", "/api/admin/profile", "/api/admin/profile", token);
    await expectAsDocumented("get", "/api/admin/stats", "/api/admin/stats", token);
    await expectAsDocumented("get", "/api/admin/users", "/api/admin/users", token);
    await expectAsDocumented("get", "/api/users/{userId}", `/api/users/${user._id}`, token);
    await expectAsDocumented("get", "/api/admin/payment-stats", "/api/admin/payment-stats", token);
    await expectAsDocumented("get", "/api/admin/billing-stats", "/api/admin/billing-stats", token);
    await expectAsDocumented("get", "/api/admin/system", "/api/admin/system", token);
    await expectAsDocumented("get", "/api/admin/subscriptions/overview", "/api/admin/subscriptions/overview", token);
    await expectAsDocumented("get", "/api/admin/subscriptions", "/api/admin/subscriptions?state=active&page=1", token);
    // A payment through the development checkout, refunded by the admin.
    const { orderId } = (await post(t, "/api/payment/order", { plan: "professional" }, user.token)).json();
    const checkout = (await post(t, "/api/payment/simulate", { orderId, outcome: "success" }, user.token)).json();
    expect((await post(t, "/api/payment/verify", checkout, user.token)).statusCode).toBe(200);
    const [paid] = await expectAsDocumented(
      "get",
      "/api/admin/payments",
      `/api/admin/payments?user=${user._id}`,
      token,
    );
    await expectAsDocumented(
      "post",
      "/api/admin/payments/{id}/refund",
      `/api/admin/payments/${paid._id}/refund`,
      token,
    );
    const [model] = await expectAsDocumented("get", "/api/admin/models", "/api/admin/models", token);
    const { id, sortOrder: _, ...fields } = model;
    await expectAsDocumented("put", "/api/admin/models/{id}", `/api/admin/models/${id}`, token, fields);
    const audit = await expectAsDocumented("get", "/api/admin/audit-log", "/api/admin/audit-log", token);
    expect(audit.entries.find((entry: { action: string }) => entry.action === "payment.refund")).toMatchObject({
      adminName: "Ops Team",
      entityName: `₹249.00 Professional payment by ${user.name} <${user.email}>`,
    });
    await expectAsDocumented("get", "/api/admin/contact-messages", "/api/admin/contact-messages", token);
  });

  it("for the /v1 models, a whole completion, a stream of chunks and an error, with an Enterprise user's key", async () => {
    const user = await signUp(t);
    await t.database.db.user.update({
      where: { id: user._id },
      data: { role: "enterprise", planExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) },
    });
    await t.deps.bus.publish("user", user._id);
    const created = await t.app.inject({
      method: "POST",
      url: "/trpc/apiKeys.create",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      payload: { name: "Docs" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json().result.data.key as string;
    const models = await expectAsDocumented("get", "/v1/models", "/v1/models", key);
    const operation = API_OPERATIONS.find((op) => apiPath(op) === "/v1/chat/completions");
    if (!operation?.body || !("stream" in operation.response) || !operation.response.stream)
      throw new Error("the completion is documented with its stream");
    const turn = { ...(operation.body.example as object), model: models.data[0].id };
    await expectAsDocumented("post", "/v1/chat/completions", "/v1/chat/completions", key, turn);

    const { chunk } = operation.response.stream;
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/chat/completions",
      payload: { ...turn, stream: true, stream_options: { include_usage: true } },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = dataEvents(response.body);
    expect(events.at(-1)).toBe("[DONE]");
    for (const data of events.slice(0, -1)) {
      const value = JSON.parse(data);
      expect(chunk.schema.safeParse(value).error, data).toBeUndefined();
      expect(undocumentedFields(toJsonSchema(chunk.schema), value), data).toEqual([]);
    }

    const refused = await t.app.inject({
      method: "POST",
      url: "/v1/chat/completions",
      payload: { ...turn, temperature: 3 },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(openAiErrorSchema.strict().safeParse(refused.json()).error).toBeUndefined();
    const documented = (doc.paths["/v1/chat/completions"] as Record<string, DocOperation>).post?.responses["400"];
    expect(documented?.$ref).toBe("#/components/responses/OpenAiBadRequest");
  });
});

describe("documented downloads match real ones", () => {
  it("answers the CSV exports as text/csv attachments with the documented header row", async () => {
    const token = await signInAdmin(t, "exporter");
    for (const path of ["/admin/users/export.csv", "/admin/payments/export.csv"]) {
      const operation = API_OPERATIONS.find((op) => op.method === "get" && op.path === path);
      if (!operation || !("mediaType" in operation.response)) throw new Error(`no CSV operation ${path}`);
      const response = await get(t, `/api${path}`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
      const firstLine = (text: string) => text.split("\r\n")[0];
      expect(firstLine(response.body), path).toBe(firstLine(operation.response.example));
    }
  });
});

describe("documented tokens match the real checks", () => {
  it("refuses every operation that documents a required token when called without it, or with the other kind", async () => {
    const user = await signUp(t);
    const tokens = { userToken: user.token as string, adminToken: await signInAdmin(t, "auditor") };
    const required = API_OPERATIONS.filter((operation) => {
      const security = docOperation(operation).security ?? [];
      return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
    });
    expect(required.length).toBeGreaterThan(25);
    for (const operation of required) {
      const [scheme] = Object.keys(docOperation(operation).security?.[0] ?? {}) as Array<keyof typeof tokens>;
      const other = scheme === "userToken" ? tokens.adminToken : tokens.userToken;
      const url = apiPath(operation).replace(/\{(\w+)\}/g, (_, name) =>
        String(((operation.params?.example ?? {}) as Record<string, unknown>)[name]),
      );
      for (const token of [undefined, other]) {
        const response = await t.app.inject({
          method: operation.method.toUpperCase() as "GET",
          url,
          payload: operation.body?.example as object,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(
          response.statusCode,
          `${operation.method} ${url} ${token ? "with the other token" : "without a token"}`,
        ).toBe(401);
      }
    }
  });
});
