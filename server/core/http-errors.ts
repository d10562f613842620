import { TRPCError } from "@trpc/server";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import {
  englishText,
  matchServerText,
  type ServerMessage,
  type ServerMessageKey,
  say,
} from "../../shared/server-messages";
import { AppError, appCodeForTrpc, ERROR_TABLE, zodMessages } from "./errors";
import { isDatabaseUnavailable, isUnstorableText } from "./prisma-errors";

export interface HttpError {
  status: number;
  message: string;
  /** The message's key and values (shared/server-messages.ts), when an entry wrote it. */
  text?: ServerMessage;
  errors?: string[];
  details?: string;
  retryAfter?: number;
  extra?: Record<string, unknown>;
  /** True for bugs: log them, show a generic text. */
  unexpected: boolean;
}

const FASTIFY_MESSAGES: Record<string, ServerMessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "request.unsupportedMediaType",
  FST_ERR_CTP_BODY_TOO_LARGE: "request.tooLarge",
  FST_ERR_CTP_EMPTY_JSON_BODY: "request.emptyBody",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "request.contentLength",
};

/** An answer in a registry entry's words. */
function said(status: number, text: ServerMessage, rest: Omit<HttpError, "status" | "message" | "text">): HttpError {
  return { status, message: englishText(text), text, ...rest };
}

function fromAppError(error: AppError): HttpError {
  const { errors, details, retryAfter, extra } = error.options;
  return {
    status: error.status,
    message: error.message,
    text: error.text,
    errors,
    details,
    retryAfter,
    extra,
    unexpected: error.status >= 500 && error.code === "INTERNAL",
  };
}

/**
 * One translation from anything a handler can throw to a status and a message a
 * person can act on. REST shims (and the chat shims, with their own body shape)
 * build their responses from this.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof AppError) return fromAppError(error);
  if (isDatabaseUnavailable(error) || (error instanceof TRPCError && isDatabaseUnavailable(error.cause)))
    return said(503, say("server.unavailable"), { retryAfter: 5, unexpected: false });
  if (isUnstorableText(error) || (error instanceof TRPCError && isUnstorableText(error.cause)))
    return said(400, say("request.unstorableText"), { unexpected: false });
  if (error instanceof ZodError) {
    const errors = zodMessages(error);
    const first = errors[0];
    return first
      ? { status: 400, message: first, text: matchServerText(first), errors, unexpected: false }
      : said(400, say("request.invalid"), { errors, unexpected: false });
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return fromAppError(error.cause);
    if (error.cause instanceof ZodError) return toHttpError(error.cause);
    const status = ERROR_TABLE[appCodeForTrpc(error.code)].http;
    return status >= 500
      ? said(status, say("server.internal"), { unexpected: true })
      : { status, message: error.message, text: matchServerText(error.message), unexpected: false };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
    const code = fastifyError.code ?? "";
    const known: ServerMessageKey | undefined =
      FASTIFY_MESSAGES[code] ??
      (error instanceof SyntaxError || code === "FST_ERR_CTP_INVALID_JSON_BODY" ? "request.malformedJson" : undefined);
    if (known) return said(fastifyError.statusCode, say(known), { unexpected: false });
    const message = fastifyError.message ?? englishText("request.bad");
    return { status: fastifyError.statusCode, message, text: matchServerText(message), unexpected: false };
  }
  return said(500, say("server.internal"), { unexpected: true });
}

/**
 * The stable code of a REST error body: the key of its message (shared/server-messages.ts), or, for a
 * text no entry wrote (a dependency's own words), the general one of its kind.
 */
export function restErrorCode(http: Pick<HttpError, "status" | "text">): string {
  return http.text?.key ?? (http.status >= 500 ? "server.internal" : "request.bad");
}

function replyWith(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const http = toHttpError(error);
  if (http.unexpected) request.log.error({ err: error }, "request failed");
  if (http.retryAfter !== undefined) reply.header("retry-after", String(http.retryAfter));
  return { http, reply: reply.status(http.status) };
}

/**
 * Sends the documented REST error body `{message, code, errors?}` (plus `cooldown` and the like): the
 * English text and its stable code (docs/product/languages.md: REST stays English).
 */
export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { http, reply: sending } = replyWith(request, reply, error);
  return sending.send({
    message: http.message,
    code: restErrorCode(http),
    ...(http.errors ? { errors: http.errors } : {}),
    ...http.extra,
  });
}

/** Chat paths answer errors as `{ success: false, error, details? }` (docs/product/calls.md#response-shapes). */
export function sendChatError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { http, reply: sending } = replyWith(request, reply, error);
  return sending.send({
    success: false,
    error: http.message,
    ...(http.details ? { details: http.details } : {}),
    ...http.extra,
  });
}
