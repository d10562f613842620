import type { FastifyInstance, RouteHandler } from "fastify";
import { z } from "zod";

/**
 * One documented operation. Each area lists its REST routes as data beside its router
 * (`server/areas/<area>/*.openapi.ts`, built with `operationsOf`); openapi.document.ts
 * turns them into OpenAPI, converting the zod schemas (the procedures' own inputs from
 * shared/) to JSON Schema.
 */
export interface ApiOperation {
  method: "get" | "post" | "put" | "delete";
  /** Where the path lives: /api unless said (the OpenAI-compatible API answers at /v1, where its clients look). */
  prefix?: "/v1";
  /** After the prefix, with path parameters in OpenAPI form: `/chat/conversation/{id}`. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  /** The tRPC procedure the REST route calls, by its dotted path ("admin.models.create"): the React client's way to the same thing. */
  procedure?: string;
  /** Set by `restOperation`: the REST route is registered from this entry (the rest have routes of their own, registered with `routeOf`: streams, the webhook, /v1, the zip). */
  rest?: RestBinding;
  auth: ApiAuth;
  params?: Sample<z.ZodObject>;
  query?: Sample<z.ZodObject>;
  headers?: HeaderParam[];
  body?: Sample;
  /** The body is read as raw bytes of any content type (a signature covers them), not parsed as JSON first. */
  rawBody?: true;
  /** The body is `multipart/form-data` with one file in this part (POST /api/files), not JSON. */
  upload?: { part: string; description: string };
  response: JsonResponse | EventStreamResponse | FileResponse;
  /** Statuses this operation answers besides the common ones the document adds (see openapi.document.ts), with when. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

export const API_TAGS = {
  Public: "The model catalogue and the contact form: no token.",
  Accounts: "Sign-up with an e-mailed code, login, sessions, password reset and the user's profile.",
  Chat: "Conversations with the hosted models. Errors here are `{ success: false, error, details? }`.",
  Files:
    "Files and images attached to chat messages (uploaded first, then sent with a message's `attachments`), and their content at signed addresses.",
  Projects:
    "Folders of conversations with their own instructions and reference files, sent with every turn in them (docs/product/projects.md).",
  Sharing:
    "Share links: a read-only snapshot of a conversation that anyone with the link can read, and copy into their own chats.",
  Workspaces:
    "Teams (docs/product/workspaces.md): workspaces, their members and invitations by e-mail, caps and use; owners and admins manage, members chat.",
  Payments: "Plans bought through Razorpay Checkout, and Razorpay's webhook.",
  "Single sign-on":
    "A workspace's e-mail domains and OpenID Connect provider, and the login page's question whether an address signs in through it. " +
    "The sign-in itself is the browser's redirects `GET /api/sso/start` and `GET /api/sso/callback`, outside this document.",
  Administration: "The admin panel's calls: they take the admin token, never a user's.",
  "OpenAI-compatible API":
    "OpenAI's chat completions wire format under `/v1`, for the official `openai` SDKs and the tools built on them (Enterprise). " +
    "Authenticate with a personal API key; errors are `{ error: { message, type, code, param } }`. " +
    "Requests and replies are not stored, only their usage.",
} as const;
export type ApiTag = keyof typeof API_TAGS;

/**
 * Which bearer token the operation takes. `-expired` ones accept an expired
 * token too (refresh); `-optional` ones work without one (verify, logout);
 * `apiKey` is a personal `ngk_` key (the /v1 API); `signed` takes no token but a signature in its
 * address (a file's content, docs/product/files.md), checked before anything is sent.
 */
export type ApiAuth =
  | "none"
  | "user"
  | "user-optional"
  | "user-expired"
  | "admin"
  | "admin-optional"
  | "admin-expired"
  | "apiKey"
  | "signed";

/** Whether the operation needs a token: the others anyone may call, within the client budget (client-budget.ts). */
export function takesToken(auth: ApiAuth): boolean {
  // A signed address is its own credential (an `<img src>` cannot send a token): a page of thumbnails is not a flood.
  return auth === "user" || auth === "admin" || auth === "apiKey" || auth === "signed";
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503 | 504;

/** A zod schema and an example of what it accepts (checked by the compiler here, and by zod in the tests). */
export interface Sample<T extends z.ZodType = z.ZodType> {
  schema: T;
  example: z.input<T>;
}

export interface JsonResponse<T extends z.ZodType = z.ZodType> extends Sample<T> {
  status: 200 | 201 | 202;
  description: string;
  /** What the operation streams instead when the request asks for it (`"stream": true`). */
  stream?: DataStreamResponse;
}

/** OpenAI's stream: unnamed `data: <JSON>` events, ending with `data: [DONE]`. */
export interface DataStreamResponse {
  description: string;
  /** The data of each event but the last. */
  chunk: Sample;
  /** The stream as it goes over the wire. */
  example: string;
}

/** A download in another format than JSON (a CSV export, a zip): its body as a string. */
export interface FileResponse extends Sample<z.ZodString> {
  status: 200;
  description: string;
  mediaType: "text/csv" | "application/zip" | "application/octet-stream" | "application/pdf";
  example: string;
}

export interface EventStreamResponse {
  status: 200;
  description: string;
  /** The data of each event type, by event name. */
  events: Record<string, Sample>;
  /** The stream as it goes over the wire. */
  example: string;
}

export interface HeaderParam {
  name: string;
  description: string;
  example: string;
}

export function sample<T extends z.ZodType>(schema: T, example: z.input<T>): Sample<T> {
  return { schema, example };
}

export function ok<T extends z.ZodType>(description: string, schema: T, example: z.input<T>): JsonResponse<T> {
  return { status: 200, description, schema, example };
}

export function csvFile(description: string, example: string): FileResponse {
  return { status: 200, description, mediaType: "text/csv", schema: z.string(), example };
}

/** A zip archive; `example` says what it holds (bytes have no useful example). */
export function zipFile(description: string, example: string): FileResponse {
  return { status: 200, description, mediaType: "application/zip", schema: z.string(), example };
}

/** A stored file's bytes, whatever its type (`Content-Type` says it); `example` says what comes. */
export function binaryFile(description: string, example: string): FileResponse {
  return { status: 200, description, mediaType: "application/octet-stream", schema: z.string(), example };
}

export function created<T extends z.ZodType>(description: string, schema: T, example: z.input<T>): JsonResponse<T> {
  return { status: 201, description, schema, example };
}

/** Taken, to be done in the background (an import job): the body says how to follow it. */
export function accepted<T extends z.ZodType>(description: string, schema: T, example: z.input<T>): JsonResponse<T> {
  return { status: 202, description, schema, example };
}

/** The parts of a REST request a route maps onto a procedure's input. */
export interface RestRequest {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
}

export interface RestBinding {
  input?: (request: RestRequest) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: erased here; restOperation typed it against the procedure's output.
  output?: (output: any) => unknown;
}

/** Where Fastify serves an operation (under its scope's prefix): its method, and its path with `{id}` as `:id`. */
export function routeOf(operation: Pick<ApiOperation, "method" | "path">) {
  return {
    method: operation.method.toUpperCase() as Uppercase<ApiOperation["method"]>,
    url: operation.path.replace(/\{(\w+)\}/g, ":$1"),
  };
}

/** The path parameters of a route, as its documented schema parses them. */
export type ParamsOf<Operation> = Operation extends { params: Sample<infer Schema> } ? z.output<Schema> : unknown;

/**
 * Registers a hand route at its entry's method and path, so the path is written once (the entry is in the
 * area's table, `handOperation`); `request.params` is typed by the entry's documented path parameters.
 */
export function handRoute<Operation extends ApiOperation>(
  app: FastifyInstance,
  operation: Operation,
  handler: RouteHandler<{ Params: ParamsOf<Operation> }>,
  /** A larger body than the app's 1 MiB, for the one route that takes images inline (`/v1`'s data URLs). */
  options: { bodyLimit?: number } = {},
) {
  app.route<{ Params: ParamsOf<Operation> }>({ ...routeOf(operation), ...options, handler });
}
