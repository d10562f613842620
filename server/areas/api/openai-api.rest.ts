import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { say } from "../../../shared/server-messages";
import { trackApiRoutes } from "../../core/api-routes";
import { bearerFrom } from "../../core/bearer";
import { AppError } from "../../core/errors";
import { toOpenAiError } from "../../core/openai-errors";
import { createFailureLockout } from "../../core/throttle";
import { handRoute } from "../../docs/operation";

import type { SentAsDocumented } from "../../docs/rest-operation";
import { openEventStream } from "../../lib/event-stream";
import type { RateLimiter } from "../../lib/rate-limit";
import type { ChatEvent } from "../chat";
import { abortOnDisconnect } from "../chat";
import type { Metered } from "../usage";
import { type ApiKeyCaller, ApiKeyRefused, type ApiKeyService } from "./api-keys.service";
import { V1_CHAT_COMPLETIONS, V1_MODELS } from "./openai-api.openapi";
import type { OpenAiApiService } from "./openai-api.service";

/** `/v1/chat/completions` bodies: messages with inline images (the rest of the app takes 1 MiB). */
const V1_BODY_LIMIT = 16 * 1024 * 1024;

declare module "fastify" {
  interface FastifyRequest {
    /** Who the request's API key speaks for (set on every /v1 request before its handler). */
    apiCaller: ApiKeyCaller;
  }
}

function sendOpenAiError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body, retryAfter, unexpected } = toOpenAiError(error);
  if (unexpected) request.log.error({ err: error }, "API request failed");
  if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
  return reply.status(status).send(body);
}

/** Refused keys one client address may send in a minute; then it waits, and its keys are not looked up. */
const REFUSED_KEYS = { limit: 20, windowSeconds: 60 };
const tooManyInvalidKeys = (seconds: number) => say("apiKey.tooManyInvalid", { seconds });

const usageOf = (metered: Metered | null) =>
  metered && {
    prompt_tokens: metered.tokensIn,
    completion_tokens: metered.tokensOut,
    total_tokens: metered.tokensIn + metered.tokensOut,
  };

type Completion = Awaited<ReturnType<OpenAiApiService["complete"]>>;

const OPENAI_FINISH_REASONS = new Set(["stop", "length", "content_filter"]);

/** The upstream's reason in OpenAI's words; what has none there (or none at all) ended normally. */
const finishReasonOf = (completion: Completion) => {
  const reason = completion.finishReason();
  return reason && OPENAI_FINISH_REASONS.has(reason) ? reason : "stop";
};

/** The text an event adds: a reader that joins late finds what already arrived in `meta`. */
const textOf = (event: ChatEvent) => (event.type === "meta" || event.type === "delta" ? event.content : "");

/** The first event that says something (text, or the end): early upstream failures keep their status. */
async function firstWord(events: AsyncGenerator<ChatEvent>) {
  for (;;) {
    const next = await events.next();
    if (next.done || textOf(next.value) || next.value.type === "done") return next;
  }
}

async function whole(completion: Completion) {
  let content = "";
  for await (const event of completion.events) content += textOf(event);
  const annotations = completion.annotations();
  return {
    id: completion.id,
    object: "chat.completion",
    created: completion.created,
    model: completion.model(),
    choices: [
      {
        index: 0,
        // A searched reply's sources as OpenRouter sent them (issue #31): a /v1 caller is a program, not a page.
        message: { role: "assistant", content, ...(annotations.length > 0 ? { annotations: [...annotations] } : {}) },
        finish_reason: finishReasonOf(completion),
        logprobs: null,
      },
    ],
    usage: usageOf(completion.usage()),
  };
}

/** Stands for a token's text in the chunk template (NUL never reaches a reply: the upstream client strips it). */
const TEXT = "\u0000";

/** `chat.completion.chunk` events, a usage chunk when asked, then `[DONE]`. */
async function stream(request: FastifyRequest, reply: FastifyReply, completion: Completion) {
  const first = await firstWord(completion.events);
  const chunk = (delta: object, finish: string | null) => ({
    id: completion.id,
    object: "chat.completion.chunk",
    created: completion.created,
    // Known by the first word: the model asked, or the fallback from `models` that answered (issue #34).
    model: completion.model(),
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  // A token's chunk is the same for every token but its text: framed once, not rebuilt and serialised per token.
  const [before, after] = `data: ${JSON.stringify(chunk({ content: TEXT }, null))}\n\n`.split(JSON.stringify(TEXT));
  const raw = openEventStream(reply);
  const send = (data: unknown) => raw.write(`data: ${JSON.stringify(data)}\n\n`);
  try {
    send(chunk({ role: "assistant", content: "" }, null));
    for (let next = first; !next.done; next = await completion.events.next()) {
      const text = textOf(next.value);
      if (text) raw.write(before + JSON.stringify(text) + after);
    }
    const annotations = completion.annotations();
    if (annotations.length > 0) send(chunk({ annotations: [...annotations] }, null));
    send(chunk({}, finishReasonOf(completion)));
    if (completion.includeUsage) send({ ...chunk({}, null), choices: [], usage: usageOf(completion.usage()) });
    raw.write("data: [DONE]\n\n");
  } catch (error) {
    const { body, unexpected } = toOpenAiError(error);
    if (unexpected) request.log.error({ err: error }, "API stream failed");
    send(body);
  } finally {
    raw.end();
  }
}

/** The OpenAI-compatible API under /v1, with personal API keys (Bearer ngk_…) and OpenAI's error shape. */
export async function openAiApiRest(
  app: FastifyInstance,
  options: { apiKeys: ApiKeyService; openAi: OpenAiApiService; limiter: RateLimiter },
) {
  const { apiKeys, openAi } = options;
  const refusedKeys = createFailureLockout(options.limiter, REFUSED_KEYS);
  trackApiRoutes(app);
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("apiCaller", null as unknown as ApiKeyCaller);
  app.setErrorHandler((error, request, reply) => sendOpenAiError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendOpenAiError(request, reply, {
      statusCode: 404,
      message: `Unknown endpoint ${request.method} ${request.url.split("?")[0]}`,
    }),
  );
  const refusedKeysOf = (request: FastifyRequest) => `api-key-refused:${request.ip}`;
  // A client guessing keys is refused from memory, before its body is read or its key costs a lookup.
  app.addHook("onRequest", async (request) => {
    refusedKeys.check(refusedKeysOf(request), tooManyInvalidKeys);
  });
  app.addHook("preHandler", async (request, reply) => {
    const key = bearerFrom(request.headers.authorization);
    try {
      request.apiCaller = await apiKeys.authenticate(key);
    } catch (error) {
      if (error instanceof ApiKeyRefused) await refusedKeys.fail(refusedKeysOf(request), tooManyInvalidKeys);
      throw error;
    }
    try {
      reply.headers(await openAi.admit(request.apiCaller));
    } catch (error) {
      // Refused for the minute: the answer still says where the caller stands.
      if (error instanceof AppError && error.options.extra?.headers)
        reply.headers(error.options.extra.headers as Record<string, string>);
      throw error;
    }
  });

  true satisfies SentAsDocumented<typeof V1_MODELS, Awaited<ReturnType<OpenAiApiService["models"]>>>;
  handRoute(app, V1_MODELS, async (request) => openAi.models(request.apiCaller));

  handRoute(
    app,
    V1_CHAT_COMPLETIONS,
    async (request, reply) => {
      const completion = await openAi.complete(request.apiCaller, request.body, abortOnDisconnect(reply));
      return completion.stream ? stream(request, reply, completion) : whole(completion);
    },
    // Images come inline as data URLs (issue #30): a 10 MB image is about 13.4 MB of base64.
    { bodyLimit: V1_BODY_LIMIT },
  );
}
