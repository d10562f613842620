import type { z } from "zod";
import { englishText, type ServerMessage, type ServerMessageKey, say } from "../../shared/server-messages";
import { AppError, type AppErrorCode } from "../core/errors";
import { toOpenAiError } from "../core/openai-errors";
import type { chatErrorSchema, openAiErrorSchema, restErrorSchema } from "./common.schemas";
import type { ErrorStatus } from "./operation";

interface ErrorStatusInfo {
  /** The component name: `#/components/responses/<name>` (chat paths: `Chat<name>`, /v1: `OpenAi<name>`). */
  name: string;
  description: string;
  rest: z.input<typeof restErrorSchema>;
  chat: z.input<typeof chatErrorSchema>;
  openai: z.input<typeof openAiErrorSchema>;
  retryAfter?: true;
}

/** The body /v1 answers such an error with: made by its own translation, so the example cannot drift from it. */
const openAiExample = (code: AppErrorCode, message: ServerMessage | string, extra?: Record<string, string>) =>
  toOpenAiError(new AppError(code, message, { extra })).body;

/** A REST error body in an entry's words, with its code, so the example cannot drift from the registry. */
const restExample = (key: ServerMessageKey, values?: Record<string, string | number>) => ({
  message: englishText(key, values),
  code: key,
});

/** What each error status means on every path, with an example body in both shapes (docs/architecture.md#interfaces). */
export const ERROR_STATUSES: Record<ErrorStatus, ErrorStatusInfo> = {
  400: {
    name: "BadRequest",
    description: "Bad input: a missing or invalid field, or malformed JSON.",
    rest: {
      ...restExample("password.rules"),
      errors: [englishText("password.uppercase"), englishText("password.number")],
    },
    chat: { success: false, error: "Message is required" },
    openai: openAiExample("BAD_REQUEST", "Invalid temperature: Too big: expected number to be <=2", {
      param: "temperature",
    }),
  },
  401: {
    name: "Unauthorized",
    description: "No token, or a bad, expired or revoked one.",
    rest: restExample("auth.required"),
    chat: { success: false, error: englishText("auth.failed") },
    openai: openAiExample("UNAUTHENTICATED", "Invalid API key"),
  },
  403: {
    name: "Forbidden",
    description: "Not allowed (plan or role).",
    rest: restExample("auth.reauthRequired"),
    chat: { success: false, error: englishText("chat.modelForbidden") },
    openai: openAiExample("FORBIDDEN", say("apiKey.needsEnterprise")),
  },
  404: {
    name: "NotFound",
    description: "Not found, or not the caller's.",
    rest: restExample("admin.userNotFound"),
    chat: { success: false, error: "Conversation not found" },
    openai: openAiExample("NOT_FOUND", 'The model "acme/unknown" does not exist. GET /v1/models lists yours.', {
      code: "model_not_found",
      param: "model",
    }),
  },
  409: {
    name: "Conflict",
    description: "Conflicts with existing data (a taken e-mail or username).",
    rest: restExample("auth.emailTaken"),
    chat: { success: false, error: "Conflict" },
    openai: openAiExample("CONFLICT", "Conflict"),
  },
  410: {
    name: "Gone",
    description: "It was there and is no more (an invitation past its 7 days).",
    rest: restExample("workspaces.invitationExpired"),
    chat: { success: false, error: "Gone" },
    openai: openAiExample("GONE", "Gone"),
  },
  413: {
    name: "PayloadTooLarge",
    description: "The body is over 1 MB.",
    rest: restExample("request.tooLarge"),
    chat: { success: false, error: "Request body is too large" },
    openai: openAiExample("PAYLOAD_TOO_LARGE", "Request body is too large"),
  },
  415: {
    name: "UnsupportedMediaType",
    description: "The body is not `application/json`.",
    rest: restExample("request.unsupportedMediaType"),
    chat: { success: false, error: "Unsupported content type: send the body as application/json" },
    openai: openAiExample("UNSUPPORTED_MEDIA_TYPE", "Unsupported content type: send the body as application/json"),
  },
  429: {
    name: "TooManyRequests",
    description: "Rate limited: retry after `Retry-After` seconds.",
    rest: { ...restExample("otp.wait", { seconds: 287 }), cooldown: 287 },
    chat: { success: false, error: englishText("chat.rateLimited") },
    openai: openAiExample("TOO_MANY_REQUESTS", say("apiKey.perKeyLimit", { perMinute: 60 })),
    retryAfter: true,
  },
  502: {
    name: "BadGateway",
    description: "The AI model failed mid-answer, or Razorpay refused a refund.",
    rest: restExample("admin.refundRefused"),
    chat: { success: false, error: "The AI model failed to answer.", details: "Upstream error 500" },
    openai: openAiExample("UPSTREAM_FAILED", "The AI model failed to answer."),
  },
  503: {
    name: "ServiceUnavailable",
    description: "A dependency (database, mail, AI service, Razorpay) is down: retry later.",
    rest: restExample("server.unavailable"),
    chat: { success: false, error: englishText("chat.unavailable") },
    openai: openAiExample("UNAVAILABLE", "The AI service is temporarily unavailable."),
    retryAfter: true,
  },
  504: {
    name: "GatewayTimeout",
    description: "The AI model sent no data for 30 s, or no complete reply in 5 minutes.",
    rest: restExample("chat.timeout"),
    chat: { success: false, error: "The AI model took too long to respond.", details: "No data for 30 seconds" },
    openai: openAiExample("UPSTREAM_TIMEOUT", "The AI model took too long to respond."),
  },
};
