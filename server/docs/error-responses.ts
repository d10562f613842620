import type { z } from "zod";
import { API_ACCESS_NEEDS_ENTERPRISE } from "../../shared/api-keys";
import { CHAT_ERROR_TEXT } from "../../shared/chat-text";
import { AppError, type AppErrorCode } from "../core/errors";
import { toOpenAiError } from "../core/openai-errors";
import { DATABASE_UNAVAILABLE } from "../core/prisma-errors";
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
const openAiExample = (code: AppErrorCode, message: string, extra?: Record<string, string>) =>
  toOpenAiError(new AppError(code, message, { extra })).body;

/** What each error status means on every path, with an example body in both shapes (docs/architecture.md#interfaces). */
export const ERROR_STATUSES: Record<ErrorStatus, ErrorStatusInfo> = {
  400: {
    name: "BadRequest",
    description: "Bad input: a missing or invalid field, or malformed JSON.",
    rest: {
      message: "Password must contain at least one uppercase letter",
      errors: ["Password must contain at least one uppercase letter", "Password must contain at least one number"],
    },
    chat: { success: false, error: "Message is required" },
    openai: openAiExample("BAD_REQUEST", "Invalid temperature: Too big: expected number to be <=2", {
      param: "temperature",
    }),
  },
  401: {
    name: "Unauthorized",
    description: "No token, or a bad, expired or revoked one.",
    rest: { message: "Authentication required. Please log in again." },
    chat: { success: false, error: CHAT_ERROR_TEXT[401] },
    openai: openAiExample("UNAUTHENTICATED", "Invalid API key"),
  },
  403: {
    name: "Forbidden",
    description: "Not allowed (plan or role).",
    rest: { message: "Access denied." },
    chat: { success: false, error: CHAT_ERROR_TEXT[403] },
    openai: openAiExample("FORBIDDEN", API_ACCESS_NEEDS_ENTERPRISE),
  },
  404: {
    name: "NotFound",
    description: "Not found, or not the caller's.",
    rest: { message: "User not found" },
    chat: { success: false, error: "Conversation not found" },
    openai: openAiExample("NOT_FOUND", 'The model "acme/unknown" does not exist. GET /v1/models lists yours.', {
      code: "model_not_found",
      param: "model",
    }),
  },
  409: {
    name: "Conflict",
    description: "Conflicts with existing data (a taken e-mail or username).",
    rest: { message: "An account with this email already exists" },
    chat: { success: false, error: "Conflict" },
    openai: openAiExample("CONFLICT", "Conflict"),
  },
  413: {
    name: "PayloadTooLarge",
    description: "The body is over 1 MB.",
    rest: { message: "Request body is too large" },
    chat: { success: false, error: "Request body is too large" },
    openai: openAiExample("PAYLOAD_TOO_LARGE", "Request body is too large"),
  },
  415: {
    name: "UnsupportedMediaType",
    description: "The body is not `application/json`.",
    rest: { message: "Unsupported content type: send the body as application/json" },
    chat: { success: false, error: "Unsupported content type: send the body as application/json" },
    openai: openAiExample("UNSUPPORTED_MEDIA_TYPE", "Unsupported content type: send the body as application/json"),
  },
  429: {
    name: "TooManyRequests",
    description: "Rate limited: retry after `Retry-After` seconds.",
    rest: { message: "Please wait 287 seconds before requesting another code.", cooldown: 287 },
    chat: { success: false, error: CHAT_ERROR_TEXT[429] },
    openai: openAiExample("TOO_MANY_REQUESTS", "Rate limit reached: 60 requests a minute per key."),
    retryAfter: true,
  },
  502: {
    name: "BadGateway",
    description: "The AI model failed mid-answer.",
    rest: { message: "The AI model failed." },
    chat: { success: false, error: "The AI model failed to answer.", details: "Upstream error 500" },
    openai: openAiExample("UPSTREAM_FAILED", "The AI model failed to answer."),
  },
  503: {
    name: "ServiceUnavailable",
    description: "A dependency (database, mail, AI service, Razorpay) is down: retry later.",
    rest: { message: DATABASE_UNAVAILABLE },
    chat: { success: false, error: CHAT_ERROR_TEXT[503] },
    openai: openAiExample("UNAVAILABLE", "The AI service is temporarily unavailable."),
    retryAfter: true,
  },
  504: {
    name: "GatewayTimeout",
    description: "The AI model sent no data for 30 s, or no complete reply in 5 minutes.",
    rest: { message: "The AI model took too long to respond." },
    chat: { success: false, error: "The AI model took too long to respond.", details: "No data for 30 seconds" },
    openai: openAiExample("UPSTREAM_TIMEOUT", "The AI model took too long to respond."),
  },
};
