import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_OPERATIONS } from "../../server/api-operations";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { registeredApiRoutes } from "../../server/core/api-routes";
import { openAiErrorSchema } from "../../server/docs/common.schemas";
import { DOCS_PATHS } from "../../server/docs/docs.rest";
import {
  apiPath,
  buildOpenApiDocument,
  type JsonSchema,
  mediaTypeOf,
  type OpenApiDocument,
  toJsonSchema,
} from "../../server/docs/openapi.document";
import type { ApiOperation } from "../../server/docs/operation";
import { appRouter } from "../../server/router";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();
let doc: OpenApiDocument;

beforeAll(async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});

type DocOperation = {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: JsonSchema; example?: unknown }>;
  requestBody?: { content: Record<string, { schema: JsonSchema; example: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema; example?: unknown }> }>;
  security?: Array<Record<string, string[]>>;
  operationId: string;
};

function documentedOperations(): Array<[string, DocOperation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DocOperation>).map(
      ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, DocOperation],
    ),
  );
}

function docOperation(operation: ApiOperation): DocOperation {
  return (doc.paths[apiPath(operation)] as Record<string, DocOperation>)[operation.method] as DocOperation;
}

/** The routes Fastify registered under /api and /v1, in OpenAPI form: `GET /api/chat/conversation/{id}`. */
function registeredOperations(): string[] {
  const routes = registeredApiRoutes(t.app);
  // Fastify answers HEAD for every GET by itself.
  const gets = new Set(routes.filter((route) => route.method === "GET").map((route) => route.url));
  return routes
    .filter((route) => !DOCS_PATHS.some((docs) => route.url === docs || route.url.startsWith(`${docs}/`)))
    .filter((route) => !(route.method === "HEAD" && gets.has(route.url)))
    .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`);
}

/** The zod schema a tRPC procedure validates its input with. */
function procedureInput(name: string): z.ZodType | undefined {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>)[name];
  expect(procedure, `procedure ${name}`).toBeDefined();
  return procedure?._def.inputs[0] as z.ZodType | undefined;
}

/** REST field names the shims map onto a procedure's input (DELETE /users/delete sends `userId`, the procedure reads `id`). */
const FIELD_ALIASES: Record<string, string> = { userId: "id" };

describe("the OpenAPI document matches the registered routes", () => {
  it("documents every registered /api and /v1 route, and registers every documented one", () => {
    const registered = registeredOperations();
    const documented = documentedOperations().map(([key]) => key);
    expect(registered.length).toBeGreaterThan(40);
    expect(registered).toEqual(expect.arrayContaining(["GET /v1/models", "POST /v1/chat/completions"]));
    expect(
      registered.filter((route) => !documented.includes(route)),
      "registered but not documented",
    ).toEqual([]);
    expect(
      documented.filter((route) => !registered.includes(route)),
      "documented but not registered",
    ).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it("still answers unknown /api paths with the JSON 404", async () => {
    for (const url of ["/api/nope", "/api/docs/assets/index.html", "/api/docs/assets/swagger-initializer.js"]) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: `No API endpoint GET ${url}` });
    }
  });
});

describe("the OpenAPI document is well formed", () => {
  it("is OpenAPI 3.1, and every operation has one success with a schema and an example per media type, and shared error responses", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe(`${t.config.APP_NAME} API`);
    const operations = documentedOperations();
    expect(new Set(operations.map(([, operation]) => operation.operationId)).size).toBe(operations.length);
    for (const [key, operation] of operations) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith("2"));
      expect(success, key).toHaveLength(1);
      const content = Object.values(operation.responses[success[0] as string]?.content ?? {});
      // Only /v1/chat/completions answers two ways: JSON, or a stream when asked.
      expect(content.length, key).toBe(key === "POST /v1/chat/completions" ? 2 : 1);
      for (const media of content) {
        expect(media.schema, key).toBeDefined();
        expect(media.example, key).toBeDefined();
      }
      const errors = statuses.filter((status) => !status.startsWith("2"));
      expect(errors, key).toContain("503");
      const shape = key.includes(" /v1/") ? "OpenAi" : key.includes(" /api/chat") ? "Chat" : "";
      for (const status of errors)
        expect(operation.responses[status]?.$ref, `${key} ${status}`).toMatch(
          new RegExp(`^#/components/responses/${shape}[A-Z]\\w+$`),
        );
    }
  });

  it("declares every path parameter of a path template, and no other", () => {
    for (const [key, operation] of documentedOperations()) {
      const template = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path");
      expect(declared.map((p) => p.name).sort(), key).toEqual(template.sort());
      expect(
        declared.every((p) => p.required),
        key,
      ).toBe(true);
    }
  });

  it("resolves every $ref and names only the three bearer schemes", () => {
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object")
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref" && typeof value === "string") refs.add(value);
          else walk(value);
        }
    };
    walk(doc);
    expect(refs.size).toBeGreaterThan(5);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
      expect(target, ref).toBeDefined();
    }
    const schemes = new Set(
      documentedOperations().flatMap(([, operation]) => (operation.security ?? []).flatMap(Object.keys)),
    );
    expect([...schemes].sort()).toEqual(["adminToken", "apiKey", "userToken"]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["adminToken", "apiKey", "userToken"]);
    for (const [key, operation] of documentedOperations())
      expect(
        operation.security?.some((requirement) => "apiKey" in requirement),
        key,
      ).toBe(key.includes(" /v1/"));
  });

  it("documents the chat stream as server-sent events and the webhook's Razorpay headers", () => {
    const stream = doc.paths["/api/chat/stream"] as Record<string, DocOperation>;
    const events = stream.post?.responses["200"]?.content?.["text/event-stream"];
    expect(events?.example).toMatch(/^event: meta\ndata: \{.*\}\n\n(event: delta\n.*\n\n)+event: done\n/s);
    const webhook = (doc.paths["/api/payment/webhook"] as Record<string, DocOperation>).post;
    expect(webhook?.parameters?.filter((p) => p.in === "header").map((p) => p.name)).toEqual([
      "x-razorpay-signature",
      "x-razorpay-event-id",
    ]);
  });
});

describe("the OpenAPI document comes from the procedures' zod schemas", () => {
  it("converts each request body, query and path schema with zod", () => {
    for (const operation of API_OPERATIONS) {
      const key = `${operation.method} ${operation.path}`;
      const documented = docOperation(operation);
      const body = documented.requestBody?.content["application/json"];
      expect(body?.schema, key).toEqual(operation.body ? toJsonSchema(operation.body.schema) : undefined);
      for (const [where, sample] of [
        ["path", operation.params],
        ["query", operation.query],
      ] as const) {
        const properties = (sample ? toJsonSchema(sample.schema).properties : {}) as Record<string, JsonSchema>;
        const parameters = (documented.parameters ?? []).filter((p) => p.in === where);
        expect(Object.fromEntries(parameters.map((p) => [p.name, p.schema])), key).toEqual(properties);
      }
    }
  });

  it("documents the fields of the very schema each procedure validates, and all its required ones", () => {
    for (const operation of API_OPERATIONS.filter((op) => op.procedure)) {
      const key = `${operation.method} ${operation.path} → ${operation.procedure}`;
      const input = procedureInput(operation.procedure as string);
      const documented = [operation.params, operation.query, operation.body].flatMap((sample) =>
        sample ? Object.entries((toJsonSchema(sample.schema).properties ?? {}) as Record<string, JsonSchema>) : [],
      );
      if (!input) {
        expect(documented, key).toEqual([]);
        continue;
      }
      const inputJson = toJsonSchema(input);
      const inputFields = (inputJson.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, schema] of documented)
        expect(schema, `${key}: ${name}`).toEqual(inputFields[FIELD_ALIASES[name] ?? name]);
      const covered = new Set(documented.map(([name]) => FIELD_ALIASES[name] ?? name));
      for (const name of (inputJson.required ?? []) as string[])
        expect(covered.has(name), `${key}: ${name}`).toBe(true);
    }
  });

  it("has examples that their zod schemas accept, as published", () => {
    for (const operation of API_OPERATIONS) {
      const key = `${operation.method} ${operation.path}`;
      const documented = docOperation(operation);
      for (const sample of [operation.params, operation.query, operation.body]) {
        if (sample) expect(sample.schema.safeParse(sample.example).error, key).toBeUndefined();
      }
      if (operation.body)
        expect(documented.requestBody?.content["application/json"]?.example, key).toEqual(operation.body.example);
      const { response } = operation;
      if ("events" in response) {
        for (const [name, event] of Object.entries(response.events))
          expect(event.schema.safeParse(event.example).error, `${key} ${name}`).toBeUndefined();
        for (const [, name, data] of response.example.matchAll(/event: (\w+)\ndata: (.*)\n\n/g))
          expect(
            response.events[name as string]?.schema.safeParse(JSON.parse(data as string)).error,
            key,
          ).toBeUndefined();
      } else {
        expect(response.schema.safeParse(response.example).error, key).toBeUndefined();
        expect(documented.responses[response.status]?.content?.[mediaTypeOf(response)]?.example, key).toEqual(
          response.example,
        );
        if ("stream" in response && response.stream) {
          const { chunk, example } = response.stream;
          expect(chunk.schema.safeParse(chunk.example).error, key).toBeUndefined();
          expect(example, key).toMatch(/^(data: \{.*\}\n\n)+data: \[DONE\]\n\n$/);
          for (const data of dataEvents(example).slice(0, -1))
            expect(chunk.schema.safeParse(JSON.parse(data)).error, key).toBeUndefined();
        }
      }
    }
  });
});

/** The data of each event of an OpenAI-style stream (`data: …` lines, no event names). */
const dataEvents = (body: string) => [...body.matchAll(/^data: (.*)\n\n/gm)].map((match) => match[1] as string);

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

describe("serving the documentation", () => {
  it("serves the document as JSON, the same one the tables build", async () => {
    const response = await get(t, "/api/openapi.json");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(buildOpenApiDocument({ appName: t.config.APP_NAME, operations: API_OPERATIONS }));
  });

  it("serves Swagger UI at /api/docs with only same-origin scripts and styles, under the site's CSP", async () => {
    const page = await get(t, "/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim(), "no inline script").toBe("");
      expect(attributes).toMatch(/src="\/[^/]/);
    }
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets).toEqual(expect.arrayContaining(["/api/docs/init.js", "/api/docs/assets/swagger-ui-bundle.js"]));
    for (const asset of assets) {
      expect(asset, "same origin").toMatch(/^\/[^/]/);
      const response = await get(t, asset);
      expect(response.statusCode, asset).toBe(200);
      if (asset.endsWith(".js")) expect(response.headers["content-type"], asset).toMatch(/javascript/);
      if (asset.endsWith(".css")) expect(response.headers["content-type"], asset).toMatch(/^text\/css/);
    }
    const init = await get(t, "/api/docs/init.js");
    expect(init.body).toContain('url: "/api/openapi.json"');
    const bundle = await get(t, "/api/docs/assets/swagger-ui-bundle.js");
    expect(bundle.headers["cache-control"]).toMatch(/max-age=\d+/);
  });
});
