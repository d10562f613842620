import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_OPERATIONS } from "../../server/api-operations";
import { registeredApiRoutes } from "../../server/core/api-routes";
import { DOCS_PATHS } from "../../server/docs/docs.rest";
import {
  buildOpenApiDocument,
  type JsonSchema,
  mediaTypeOf,
  type OpenApiDocument,
  toJsonSchema,
} from "../../server/docs/openapi.document";
import type { ApiOperation } from "../../server/docs/operation";
import { appRouter } from "../../server/router";
import { get } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { type DocOperation, dataEvents, documentedOperation, servedDocument } from "../helpers/openapi";

const t = setupTestApp();
let doc: OpenApiDocument;

beforeAll(async () => {
  doc = await servedDocument(t);
});

function documentedOperations(): Array<[string, DocOperation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DocOperation>).map(
      ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, DocOperation],
    ),
  );
}

const docOperation = (operation: ApiOperation) => documentedOperation(doc, operation);

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
      expect(response.json(), url).toEqual({ message: `No API endpoint GET ${url}`, code: "request.noEndpoint" });
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
