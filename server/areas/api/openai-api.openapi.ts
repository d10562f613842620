import { z } from "zod";
import { type DataStreamResponse, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import { completionRequest } from "./openai-api.service";

const { handOperation, table } = operationsOf<Record<never, never>>(); // /v1 calls no procedure: its routes call the services.

const MODEL = "deepseek/deepseek-chat-v3.1:free";
const CREATED = 1749720605;
const COMPLETION_ID = "chatcmpl-5b1c9e2a-7f3d-4c80-9a6e-2d8f1b4c7e90";
const REPLY = "Clouds roll over Cubbon,\nfilter coffee steams the pane—\nthe city exhales.";

const modelList = z.object({
  object: z.literal("list"),
  data: z.array(
    z.object({
      id: z.string().describe("The `model` to send to /v1/chat/completions."),
      object: z.literal("model"),
      created: z.number().int().describe("When it joined the catalogue, in Unix seconds."),
      owned_by: z.string(),
    }),
  ),
});

const usage = z
  .object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() })
  .describe("What the turn was metered at (shared with the person's chat use).");

const finishReason = z
  .enum(["stop", "length", "content_filter"])
  .describe("`length`: cut at `max_tokens`; `content_filter`: stopped by the model's moderation; `stop` otherwise.");

const completionFields = {
  id: z.string(),
  created: z.number().int().describe("Unix seconds."),
  model: z.string(),
};

const completion = z.object({
  ...completionFields,
  object: z.literal("chat.completion"),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string() }),
      finish_reason: finishReason,
      logprobs: z.null(),
    }),
  ),
  usage: usage.nullable(),
});

const chunk = z.object({
  ...completionFields,
  object: z.literal("chat.completion.chunk"),
  choices: z
    .array(
      z.object({
        index: z.number().int(),
        delta: z.object({ role: z.literal("assistant").optional(), content: z.string().optional() }),
        finish_reason: finishReason.nullable().describe("Set on the last chunk of the choice, null before."),
        logprobs: z.null(),
      }),
    )
    .describe("Empty in the usage chunk."),
  usage: usage
    .nullable()
    .optional()
    .describe('Only in the last chunk before `[DONE]`, with `"stream_options": { "include_usage": true }`.'),
});

const chunkOf = (delta: z.input<typeof chunk>["choices"][number]["delta"], finish: "stop" | null) => ({
  id: COMPLETION_ID,
  object: "chat.completion.chunk" as const,
  created: CREATED,
  model: MODEL,
  choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
});

const USAGE = { prompt_tokens: 24, completion_tokens: 19, total_tokens: 43 };
const dataLine = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

const completionStream: DataStreamResponse = {
  description:
    'With `"stream": true`: `text/event-stream` of `data: <chat.completion.chunk>` events (the first carries the role, ' +
    "the last before the usage chunk the `finish_reason`), then `data: [DONE]`. A failure after the stream started " +
    "arrives as a last `data: { error }` in OpenAI's error shape, without `[DONE]`.",
  chunk: sample(chunk, chunkOf({ content: "Clouds roll over Cubbon,\n" }, null)),
  example:
    dataLine(chunkOf({ role: "assistant", content: "" }, null)) +
    dataLine(chunkOf({ content: "Clouds roll over Cubbon,\n" }, null)) +
    dataLine(chunkOf({ content: "filter coffee steams the pane—\nthe city exhales." }, null)) +
    dataLine(chunkOf({}, "stop")) +
    dataLine({ ...chunkOf({}, null), choices: [], usage: USAGE }) +
    "data: [DONE]\n\n",
};

const PLAN_OR_KEY_LIMIT = {
  403: "The key's owner is not on the Enterprise plan now (it works again on renewal).",
  429: "The key's 60 requests a minute, or its owner's 120 across all their keys, are used up; or this address sent 20 refused keys within the minute. See `Retry-After`.",
} as const;

/** GET /v1/models (its route, like every /v1 route, is openai-api.rest.ts's). */
export const V1_MODELS = handOperation({
  method: "get",
  prefix: "/v1",
  path: "/models",
  tag: "OpenAI-compatible API",
  summary: "The models the key's owner may use",
  description: "In the catalogue's order: a model's `id` is the `model` of a chat completion.",
  auth: "apiKey",
  response: ok("The models.", modelList, {
    object: "list",
    data: [{ id: MODEL, object: "model", created: 1746180942, owned_by: "DeepSeek" }],
  }),
  errors: PLAN_OR_KEY_LIMIT,
});

/** POST /v1/chat/completions. */
export const V1_CHAT_COMPLETIONS = handOperation({
  method: "post",
  prefix: "/v1",
  path: "/chat/completions",
  tag: "OpenAI-compatible API",
  summary: "A chat completion, whole or streamed",
  description:
    "Charged and metered like a chat turn (the same daily credits and concurrent replies). Only the fields listed " +
    "are accepted: any other is a 400 naming it, never passed on. Neither the messages nor the reply are stored. " +
    "A message's `content` is a string or an array of `text` and `image_url` parts; images only as " +
    "`data:image/(png|jpeg|webp|gif);base64,` URLs (an `http(s)` URL is a 400: the server fetches no outside address), " +
    "checked by their bytes and re-encoded (EXIF removed, long edge at most 2048 px), to models that see images " +
    "(any other model is a 400), 1 credit each besides the model's. Bodies up to 16 MB.",
  auth: "apiKey",
  body: sample(completionRequest, {
    model: MODEL,
    messages: [
      { role: "system", content: "Answer in a haiku." },
      { role: "user", content: "Bengaluru in the monsoon?" },
    ],
    temperature: 0.7,
    max_tokens: 200,
    stream: false,
  }),
  response: {
    ...ok("The whole reply.", completion, {
      id: COMPLETION_ID,
      object: "chat.completion",
      created: CREATED,
      model: MODEL,
      choices: [{ index: 0, message: { role: "assistant", content: REPLY }, finish_reason: "stop", logprobs: null }],
      usage: USAGE,
    }),
    stream: completionStream,
  },
  errors: {
    400: "A field is invalid or unknown; an `image_url` that is not a data URL of an image; an image to a model that cannot see images.",
    404: "No such model (`code: model_not_found`, `param: model`).",
    403: "The model is above the owner's plan, or the owner is not on the Enterprise plan now.",
    429: "Today's credits do not cover the model, the plan's concurrent replies are all in progress, the key's 60 requests a minute or its owner's 120 are used up, this address sent 20 refused keys within the minute, or the model is rate limited upstream. See `Retry-After`.",
    502: "The AI model failed before its first token (nothing is charged).",
    504: "The AI model sent no data for 30 s.",
  },
});

/** The OpenAI-compatible API, at /v1 where OpenAI's clients look for it. */
export const OPENAI_API_OPERATIONS = table([V1_MODELS, V1_CHAT_COMPLETIONS]);
