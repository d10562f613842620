import { z } from "zod";
import packageJson from "../../package.json" with { type: "json" };
import { chatErrorSchema, openAiErrorSchema, restErrorSchema } from "./common.schemas";
import { ERROR_STATUSES } from "./error-responses";
import {
  API_TAGS,
  type ApiAuth,
  type ApiOperation,
  type ApiTag,
  type ErrorStatus,
  type EventStreamResponse,
  takesToken,
} from "./operation";

export type JsonSchema = { [key: string]: unknown };

/**
 * OpenAPI 3.1's dialect (JSON Schema 2020-12) of a zod schema, as zod reads
 * input: before transforms and defaults, which is what a caller sends. Responses
 * go the same way so their objects stay open (no `additionalProperties: false`):
 * a field added later does not break a client.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    override: ({ jsonSchema }) => {
      // A date-time's regex and a safe integer's bounds say nothing the format and type don't.
      if (jsonSchema.format === "date-time" || jsonSchema.format === "date") delete jsonSchema.pattern;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  return json;
}

// An empty requirement makes the token optional.
const SECURITY: Record<ApiAuth, Array<Record<string, string[]>>> = {
  none: [],
  user: [{ userToken: [] }],
  "user-optional": [{}, { userToken: [] }],
  "user-expired": [{ userToken: [] }],
  admin: [{ adminToken: [] }],
  "admin-optional": [{}, { adminToken: [] }],
  "admin-expired": [{ adminToken: [] }],
  apiKey: [{ apiKey: [] }],
  signed: [],
};

/** `/chat/conversation/{id}` under /api (or /v1): the path as OpenAPI and the registered route show it. */
export const apiPath = (operation: ApiOperation) => `${operation.prefix ?? "/api"}${operation.path}`;

/** `put /chat/conversation/{id}/title` → `putChatConversationByIdTitle`; /v1's keep their prefix: `getV1Models`. */
function operationId(operation: ApiOperation): string {
  const words = `${operation.prefix ?? ""}${operation.path}`
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith("{") ? `By${capitalise(word.slice(1, -1))}` : capitalise(word)));
  return operation.method + words.join("");
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function parameters(operation: ApiOperation) {
  const fields = (where: "path" | "query", sample: ApiOperation["params"]) => {
    if (!sample) return [];
    const json = toJsonSchema(sample.schema);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    const example = sample.example as Record<string, unknown>;
    return Object.entries(properties).map(([name, schema]) => ({
      name,
      in: where,
      required: where === "path" || required.has(name),
      schema,
      ...(example[name] === undefined ? {} : { example: example[name] }),
    }));
  };
  const headers = (operation.headers ?? []).map(({ name, description, example }) => ({
    name,
    in: "header",
    required: true,
    description,
    schema: { type: "string" },
    example,
  }));
  return [...fields("path", operation.params), ...fields("query", operation.query), ...headers];
}

/**
 * The statuses every operation of its kind can answer (described by the shared
 * component), with the ones it lists, described for it.
 */
function errorStatuses(operation: ApiOperation): Partial<Record<ErrorStatus, string | undefined>> {
  const common: Partial<Record<ErrorStatus, undefined>> = {};
  if (operation.body || operation.upload || operation.params || operation.query) common[400] = undefined;
  if (operation.body || operation.upload) common[413] = undefined;
  if (operation.body && !operation.rawBody) common[415] = undefined;
  if (operation.auth !== "none" && operation.auth !== "signed" && !operation.auth.endsWith("-optional"))
    common[401] = undefined;
  // Anyone may call it: the client budget can refuse it (a status the operation lists says more).
  if (!takesToken(operation.auth)) common[429] = undefined;
  common[503] = undefined;
  return { ...common, ...operation.errors };
}

/** The areas whose errors have their own shape: their responses are `<prefix><name>` components. */
const ERROR_SHAPES: Array<{
  prefix: string;
  schema: string;
  tag?: ApiTag;
  example: (info: (typeof ERROR_STATUSES)[ErrorStatus]) => unknown;
}> = [
  { prefix: "", schema: "Error", example: (info) => info.rest },
  { prefix: "Chat", schema: "ChatError", tag: "Chat", example: (info) => info.chat },
  { prefix: "OpenAi", schema: "OpenAiError", tag: "OpenAI-compatible API", example: (info) => info.openai },
];

function errorResponses(operation: ApiOperation) {
  const prefix = ERROR_SHAPES.find((shape) => shape.tag === operation.tag)?.prefix ?? "";
  return Object.fromEntries(
    Object.entries(errorStatuses(operation)).map(([status, description]) => [
      status,
      {
        $ref: `#/components/responses/${prefix}${ERROR_STATUSES[Number(status) as ErrorStatus].name}`,
        ...(description ? { description } : {}),
      },
    ]),
  );
}

/** Each event's name and fields, for the stream's description. */
function describeEvents(response: EventStreamResponse): string {
  const lines = Object.entries(response.events).map(([name, { schema }]) => {
    const json = toJsonSchema(schema);
    const required = new Set((json.required ?? []) as string[]);
    const fields = Object.keys((json.properties ?? {}) as object).map((field) =>
      required.has(field) ? field : `${field}?`,
    );
    return `- \`${name}\`: \`{ ${fields.join(", ")} }\``;
  });
  return `${response.description}\n\nEach event is \`event: <name>\` and \`data: <JSON>\`:\n\n${lines.join("\n")}`;
}

function successResponse(operation: ApiOperation) {
  const { response } = operation;
  if ("stream" in response && response.stream) {
    const { stream } = response;
    return {
      description: `${response.description}\n\n${stream.description}`,
      content: {
        "application/json": { schema: toJsonSchema(response.schema), example: response.example },
        "text/event-stream": {
          schema: { type: "string" },
          example: stream.example,
          "x-chunk": toJsonSchema(stream.chunk.schema),
        },
      },
    };
  }
  if ("events" in response) {
    return {
      description: describeEvents(response),
      content: {
        "text/event-stream": {
          schema: { type: "string" },
          example: response.example,
          "x-events": Object.fromEntries(
            Object.entries(response.events).map(([name, sample]) => [name, toJsonSchema(sample.schema)]),
          ),
        },
      },
    };
  }
  return {
    description: response.description,
    content: { [mediaTypeOf(response)]: { schema: toJsonSchema(response.schema), example: response.example } },
  };
}

/** The media type of a success response that is not an event stream. */
export function mediaTypeOf(response: Exclude<ApiOperation["response"], EventStreamResponse>): string {
  return "mediaType" in response ? response.mediaType : "application/json";
}

function toOperation(operation: ApiOperation) {
  const params = parameters(operation);
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    operationId: operationId(operation),
    ...(operation.procedure ? { "x-trpc-procedure": operation.procedure } : {}),
    security: SECURITY[operation.auth],
    ...(params.length ? { parameters: params } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: toJsonSchema(operation.body.schema), example: operation.body.example },
            },
          },
        }
      : {}),
    ...(operation.upload
      ? {
          requestBody: {
            required: true,
            description: operation.upload.description,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: [operation.upload.part],
                  properties: { [operation.upload.part]: { type: "string", format: "binary" } },
                },
              },
            },
          },
        }
      : {}),
    responses: { [operation.response.status]: successResponse(operation), ...errorResponses(operation) },
  };
}

function componentResponses() {
  const responses: Record<string, unknown> = {};
  for (const info of Object.values(ERROR_STATUSES)) {
    const headers = info.retryAfter
      ? { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" } } }
      : undefined;
    for (const { prefix, schema, example } of ERROR_SHAPES) {
      responses[`${prefix}${info.name}`] = {
        description: info.description,
        ...(headers ? { headers } : {}),
        content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` }, example: example(info) } },
      };
    }
  }
  return responses;
}

const DESCRIPTION = `Every path is under \`/api\`, but the OpenAI-compatible API's under \`/v1\`; bodies are JSON (at most 1 MB).

Errors are \`{ "message": "...", "errors": ["..."]? }\`; chat paths answer \`{ "success": false, "error": "...", "details": "..."? }\`, and \`/v1\` OpenAI's \`{ "error": { "message", "type", "code", "param" } }\`.

Authenticate with \`Authorization: Bearer <token>\`: a user token from register, login or refresh, or an admin token from \`/api/admin/login\` (each is refused where the other is expected). Access tokens last 15 minutes; refresh them with the expired one. \`/v1\` takes a personal API key instead (\`Authorization: Bearer ngk_...\`).

Operations that take no token share a budget per client address (by default 20 requests a second, in bursts of 40): beyond it they answer 429 with \`Retry-After\`.

The React client calls the same procedures through tRPC at \`/trpc\` (\`x-trpc-procedure\` on each operation).`;

/** The OpenAPI 3.1 document of every /api and /v1 operation, built from the areas' operation tables (server/api-operations.ts). */
export function buildOpenApiDocument(options: { appName: string; operations: readonly ApiOperation[] }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of options.operations) {
    paths[apiPath(operation)] ??= {};
    (paths[apiPath(operation)] as Record<string, unknown>)[operation.method] = toOperation(operation);
  }
  return {
    openapi: "3.1.1",
    info: { title: `${options.appName} API`, version: packageJson.version, description: DESCRIPTION },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        userToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "A user's access token, from register, login or refresh.",
        },
        adminToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "An administrator's token, from /api/admin/login or /api/admin/refresh.",
        },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "ngk_…",
          description:
            "A personal API key for /v1 (`ngk_…`), created in Profile → API keys and shown once. Enterprise plan only.",
        },
      },
      schemas: {
        Error: toJsonSchema(restErrorSchema),
        ChatError: toJsonSchema(chatErrorSchema),
        OpenAiError: toJsonSchema(openAiErrorSchema),
      },
      responses: componentResponses(),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
