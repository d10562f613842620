import type { z } from "zod";
import { CHAT_ERROR_TEXT } from "../../../shared/chat-text";
import { DATABASE_UNAVAILABLE } from "../../lib/prisma-errors";
import type { chatErrorSchema, restErrorSchema } from "./common.schemas";
import type { ErrorStatus } from "./operation";

interface ErrorStatusInfo {
  /** The component name: `#/components/responses/<name>` (chat paths: `Chat<name>`). */
  name: string;
  description: string;
  rest: z.input<typeof restErrorSchema>;
  chat: z.input<typeof chatErrorSchema>;
  retryAfter?: true;
}

/** What each error status means on every path, with an example body in both shapes (DESIGN §5). */
export const ERROR_STATUSES: Record<ErrorStatus, ErrorStatusInfo> = {
  400: {
    name: "BadRequest",
    description: "Bad input: a missing or invalid field, or malformed JSON.",
    rest: {
      message: "Password must contain at least one uppercase letter",
      errors: ["Password must contain at least one uppercase letter", "Password must contain at least one number"],
    },
    chat: { success: false, error: "Message is required" },
  },
  401: {
    name: "Unauthorized",
    description: "No token, or a bad, expired or revoked one.",
    rest: { message: "Authentication required. Please log in again." },
    chat: { success: false, error: CHAT_ERROR_TEXT[401] },
  },
  403: {
    name: "Forbidden",
    description: "Not allowed (plan or role).",
    rest: { message: "Access denied." },
    chat: { success: false, error: CHAT_ERROR_TEXT[403] },
  },
  404: {
    name: "NotFound",
    description: "Not found, or not the caller's.",
    rest: { message: "User not found" },
    chat: { success: false, error: "Conversation not found" },
  },
  409: {
    name: "Conflict",
    description: "Conflicts with existing data (a taken e-mail or username).",
    rest: { message: "An account with this email already exists" },
    chat: { success: false, error: "Conflict" },
  },
  413: {
    name: "PayloadTooLarge",
    description: "The body is over 1 MB.",
    rest: { message: "Request body is too large" },
    chat: { success: false, error: "Request body is too large" },
  },
  415: {
    name: "UnsupportedMediaType",
    description: "The body is not `application/json`.",
    rest: { message: "Unsupported content type: send the body as application/json" },
    chat: { success: false, error: "Unsupported content type: send the body as application/json" },
  },
  429: {
    name: "TooManyRequests",
    description: "Rate limited: retry after `Retry-After` seconds.",
    rest: { message: "Please wait 287 seconds before requesting another code.", cooldown: 287 },
    chat: { success: false, error: CHAT_ERROR_TEXT[429] },
    retryAfter: true,
  },
  502: {
    name: "BadGateway",
    description: "The AI model failed mid-answer.",
    rest: { message: "The AI model failed." },
    chat: { success: false, error: "The AI model failed to answer.", details: "Upstream error 500" },
  },
  503: {
    name: "ServiceUnavailable",
    description: "A dependency (database, mail, AI service, Razorpay) is down: retry later.",
    rest: { message: DATABASE_UNAVAILABLE },
    chat: { success: false, error: CHAT_ERROR_TEXT[503] },
    retryAfter: true,
  },
  504: {
    name: "GatewayTimeout",
    description: "The AI model sent no data for 30 s, or no complete reply in 5 minutes.",
    rest: { message: "The AI model took too long to respond." },
    chat: { success: false, error: "The AI model took too long to respond.", details: "No data for 30 seconds" },
  },
};
