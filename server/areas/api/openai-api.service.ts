import { randomUUID } from "node:crypto";
import { z } from "zod";
import { FALLBACKS_MAX } from "../../../shared/catalog";
import { planIncludesTier } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { ChatTurn, ContentPart } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import type { ChatService } from "../chat";
import { reencodeImageBytes } from "../files";
import type { ApiKeyCaller } from "./api-keys.service";

/** Requests a minute per key, counted across instances (the person's own limit, over all keys, is configured). */
const MAX_MESSAGES = 500;

/** OpenAI's content parts: text, and images by URL (only data URLs are taken, see `imageParts`). */
const contentPart = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("text"), text: z.string({ error: "text must be a string" }) }),
    z.strictObject({
      type: z.literal("image_url"),
      image_url: z.strictObject({
        url: z.string({ error: "image_url.url must be a string" }),
        detail: z.enum(["auto", "low", "high"]).optional(),
      }),
    }),
  ],
  { error: 'a content part must be { type: "text", text } or { type: "image_url", image_url: { url } }' },
);

const message = z.strictObject({
  role: z.enum(["system", "user", "assistant"], { error: 'role must be "system", "user" or "assistant"' }),
  content: z.union([z.string(), z.array(contentPart).min(1, "content must not be empty").max(50)], {
    error: "content must be a string or an array of content parts",
  }),
});

/** Only what we pass upstream on purpose: anything else is refused, never forwarded blindly. */
export const completionRequest = z.strictObject({
  model: z.string({ error: "model is required" }).min(1, "model is required").max(200),
  messages: z
    .array(message, { error: "messages must be an array" })
    .min(1, "messages must not be empty")
    .max(MAX_MESSAGES),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  max_tokens: z.number().int().positive().optional(),
  stop: z.union([z.string(), z.array(z.string()).max(4, "stop takes at most 4 sequences")]).optional(),
  stream: z.boolean().optional(),
  stream_options: z.strictObject({ include_usage: z.boolean().optional() }).nullish(),
  /**
   * OpenRouter's fallbacks (issue #34, docs/product/fallbacks.md): models to answer instead, in order, when
   * `model` fails before its first word. Left out, the request has no fallbacks.
   */
  models: z
    .array(z.string().min(1, "models must not hold an empty name").max(200), {
      error: "models must be an array of model ids",
    })
    .max(FALLBACKS_MAX + 1, `models takes at most ${FALLBACKS_MAX + 1} ids`)
    .optional(),
  /** OpenRouter's web plugin and its options (issue #31, docs/product/search.md): Enterprise keys only. */
  plugins: z
    .array(
      z.strictObject({
        id: z.literal("web", { error: 'the only plugin is "web"' }),
        max_results: z.number().int().min(1).max(10).optional(),
        search_prompt: z.string().max(2_000).optional(),
        engine: z.enum(["native", "exa"]).optional(),
      }),
    )
    .max(1)
    .optional(),
});
export type CompletionRequest = z.infer<typeof completionRequest>;

const ACCEPTED_FIELDS = Object.keys(completionRequest.shape).join(", ");

/** The first problem with a request body, as a 400 that names the field. */
function invalidRequest(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const at = issue?.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("") ?? "";
  const param = at.replace(/^\./, "");
  if (issue?.code === "unrecognized_keys") {
    const field = `${param ? `${param}.` : ""}${issue.keys[0]}`;
    return new AppError(
      "BAD_REQUEST",
      `Unsupported field "${field}".${param ? "" : ` This API accepts ${ACCEPTED_FIELDS}.`}`,
      { extra: { param: field } },
    );
  }
  return new AppError("BAD_REQUEST", `Invalid ${param || "request"}: ${issue?.message ?? "bad value"}`, {
    extra: { param: param || null },
  });
}

const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,/;
/** The most image bytes one request may carry, decoded (the route takes bodies up to 16 MiB). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const badImage = (param: string, message: string) => new AppError("BAD_REQUEST", message, { extra: { param } });

/**
 * The request's messages as chat turns, images only as data URLs of the four image types: the server fetches
 * no outside address. Checked here, before anything else; the bytes are checked and re-encoded by `reencoded`.
 */
function asTurns(messages: CompletionRequest["messages"]): ChatTurn[] {
  return messages.map((entry, index): ChatTurn => {
    if (typeof entry.content === "string") return { role: entry.role, content: entry.content };
    const parts = entry.content.map((part, at): ContentPart => {
      if (part.type === "text") return part;
      const param = `messages[${index}].content[${at}].image_url.url`;
      const { url } = part.image_url;
      if (!url.startsWith("data:"))
        throw badImage(param, "image_url must be a data: URL; the server does not fetch outside addresses.");
      if (!DATA_URL.test(url)) throw badImage(param, "image_url must be a data:image/(png|jpeg|webp|gif);base64, URL.");
      return { type: "image_url", image_url: { url } };
    });
    return { role: entry.role, content: parts };
  });
}

/**
 * Each image's bytes checked (they must be the image they claim) and re-encoded as the chat's uploads are:
 * EXIF gone, long edge at most 2048 px. Run once the model is known to see, so a refused request costs no decoding.
 */
async function reencoded(turns: ChatTurn[]): Promise<ChatTurn[]> {
  return Promise.all(
    turns.map(async (turn, index): Promise<ChatTurn> => {
      if (typeof turn.content === "string") return turn;
      const parts = await Promise.all(
        turn.content.map(async (part, at): Promise<ContentPart> => {
          if (part.type === "text") return part;
          const param = `messages[${index}].content[${at}].image_url.url`;
          const { url } = part.image_url;
          const bytes = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
          if (bytes.length === 0) throw badImage(param, "image_url holds no image.");
          if (bytes.length > MAX_IMAGE_BYTES) throw badImage(param, "An image can be at most 10 MB.");
          const webp = await reencodeImageBytes(bytes).catch((error: unknown) => {
            throw badImage(param, `image_url: ${error instanceof Error ? error.message : "not an image"}`);
          });
          return { type: "image_url", image_url: { url: `data:image/webp;base64,${webp.toString("base64")}` } };
        }),
      );
      return { ...turn, content: parts };
    }),
  );
}

/** OpenRouter's model suffix for "search the web first". */
const ONLINE = ":online";

/** The chat answers an unknown model with a 400; OpenAI's clients expect a 404 naming it. */
const modelNotFound = (model: string, param = "model") =>
  new AppError("NOT_FOUND", `The model "${model}" does not exist. GET /v1/models lists yours.`, {
    extra: { code: "model_not_found", param },
  });

/**
 * OpenAI's request-limit headers on every `/v1` answer (issue #34). Its token headers have no counterpart:
 * the plan limits credits a day, not tokens a minute (the allowance's own figures are in the profile).
 */
export type RateLimitHeaders = Record<
  "x-ratelimit-limit-requests" | "x-ratelimit-remaining-requests" | "x-ratelimit-reset-requests",
  string
>;

export function createOpenAiApiService(deps: {
  db: Db;
  chat: ChatService;
  limiter: RateLimiter;
  /** Requests a minute for one key (API_KEY_REQUESTS_PER_MINUTE). */
  perKeyPerMinute: number;
  /** Requests a minute for one person across all their keys (API_PERSON_REQUESTS_PER_MINUTE). */
  perPersonPerMinute: number;
}) {
  const { db, chat, limiter, perKeyPerMinute, perPersonPerMinute } = deps;

  return {
    /**
     * Counts the request against its key's minute and its owner's: more keys
     * (or a key revoked and made again, with a fresh window) give no more.
     */
    async admit(caller: ApiKeyCaller) {
      const [perKey, perPerson] = await Promise.all([
        limiter.hit(`api-key:${caller.keyId}`, perKeyPerMinute, 60),
        limiter.hit(`api-user:${caller.userId}`, perPersonPerMinute, 60),
      ]);
      // The window that runs out first is the one the headers describe, as OpenAI's do for its limits.
      const windows = [
        { result: perKey, limit: perKeyPerMinute },
        { result: perPerson, limit: perPersonPerMinute },
      ].map(({ result, limit }) => ({ ...result, limit, remaining: Math.max(0, limit - result.count) }));
      const binding = windows.reduce((a, b) => (b.remaining < a.remaining ? b : a));
      const headers: RateLimitHeaders = {
        "x-ratelimit-limit-requests": String(binding.limit),
        "x-ratelimit-remaining-requests": String(binding.remaining),
        "x-ratelimit-reset-requests": `${Math.max(1, binding.retryAfter)}s`,
      };
      const refused = !perPerson.allowed
        ? { result: perPerson, message: say("apiKey.perPersonLimit", { perMinute: perPersonPerMinute }) }
        : !perKey.allowed
          ? { result: perKey, message: say("apiKey.perKeyLimit", { perMinute: perKeyPerMinute }) }
          : null;
      if (refused)
        throw new AppError("TOO_MANY_REQUESTS", refused.message, {
          retryAfter: Math.max(1, refused.result.retryAfter),
          extra: { headers },
        });
      return headers;
    },

    /** The models the key's owner may use now, in the catalogue's order. */
    async models(caller: ApiKeyCaller) {
      const rows = await db.model.findMany({
        select: { modelId: true, provider: true, tier: true, createdAt: true },
        orderBy: [{ tier: "asc" }, { sortOrder: "asc" }, { name: "asc" }],
      });
      return {
        object: "list" as const,
        data: rows
          .filter((model) => planIncludesTier(caller.role, model.tier))
          .map((model) => ({
            id: model.modelId,
            object: "model" as const,
            created: Math.floor(model.createdAt.getTime() / 1000),
            owned_by: model.provider,
          })),
      };
    },

    /**
     * One completion, run as a chat turn that keeps only its usage, on the chat's one road (the
     * model looked up once, by its gate). Refusals (unknown model, plan, allowance, concurrency)
     * are thrown before anything is sent.
     */
    async complete(caller: ApiKeyCaller, body: unknown, signal: AbortSignal) {
      /** The listed fallbacks (`model` itself left out), each a model of the catalogue or a 404 naming it. */
      const fallbacksOf = async (input: CompletionRequest) => {
        if (!input.models) return undefined;
        const asked = input.model.endsWith(ONLINE) ? input.model.slice(0, -ONLINE.length) : input.model;
        const listed = [...new Set(input.models.filter((id) => id !== asked && id !== input.model))];
        const known = await db.model.findMany({ where: { modelId: { in: listed } }, select: { modelId: true } });
        const unknown = listed.find((id) => !known.some((model) => model.modelId === id));
        if (unknown) throw modelNotFound(unknown, "models");
        return listed.slice(0, FALLBACKS_MAX);
      };
      const parsed = completionRequest.safeParse(body ?? {});
      if (!parsed.success) throw invalidRequest(parsed.error);
      const input = parsed.data;
      const { temperature, top_p, max_tokens, stop } = input;
      // The web plugin, or OpenRouter's `:online` suffix (the same search), passed through as asked (issue #31).
      const online = input.model.endsWith(ONLINE);
      const webSearch = online || (input.plugins?.length ?? 0) > 0;
      if (webSearch && caller.role !== "enterprise")
        throw new AppError("FORBIDDEN", say("api.webSearchPlan"), { extra: { param: online ? "model" : "plugins" } });
      const turn = await chat.complete(
        { id: caller.userId, role: caller.role, keyId: caller.keyId, workspace: caller.workspace },
        {
          modelId: online ? input.model.slice(0, -ONLINE.length) : input.model,
          upstreamModelId: online ? input.model : undefined,
          webSearch,
          plugins: input.plugins,
          messages: asTurns(input.messages),
          prepare: reencoded,
          params: { temperature, top_p, max_tokens, stop },
          unknownModel: (model) => modelNotFound(model),
          fallbacks: await fallbacksOf(input),
        },
        signal,
      );
      return {
        ...turn,
        id: `chatcmpl-${randomUUID()}`,
        created: Math.floor(Date.now() / 1000),
        /** The model that answered: `model` as asked, or the fallback from `models` that answered instead. */
        model: () => {
          const answered = turn.model();
          return answered === (online ? input.model.slice(0, -ONLINE.length) : input.model) ? input.model : answered;
        },
        stream: input.stream === true,
        includeUsage: input.stream_options?.include_usage === true,
      };
    },
  };
}

export type OpenAiApiService = ReturnType<typeof createOpenAiApiService>;
