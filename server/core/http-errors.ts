import { TRPCError } from "@trpc/server";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { AppError, appCodeForTrpc, ERROR_TABLE, zodMessages } from "./errors";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isUnstorableText, UNSTORABLE_TEXT } from "./prisma-errors";

export interface HttpError {
  status: number;
  message: string;
  errors?: string[];
  details?: string;
  retryAfter?: number;
  extra?: Record<string, unknown>;
  /** True for bugs: log them, show a generic text. */
  unexpected: boolean;
}

const FASTIFY_MESSAGES: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => "Unsupported content type: send the body as application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: () => "Request body is too large",
  FST_ERR_CTP_EMPTY_JSON_BODY: () => "Request body is empty: send a JSON object",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => "Content-Length does not match the body",
};

function fromAppError(error: AppError): HttpError {
  const { errors, details, retryAfter, extra } = error.options;
  return {
    status: error.status,
    message: error.message,
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
    return { status: 503, message: DATABASE_UNAVAILABLE, retryAfter: 5, unexpected: false };
  if (isUnstorableText(error) || (error instanceof TRPCError && isUnstorableText(error.cause)))
    return { status: 400, message: UNSTORABLE_TEXT, unexpected: false };
  if (error instanceof ZodError) {
    const errors = zodMessages(error);
    return { status: 400, message: errors[0] ?? "Invalid request", errors, unexpected: false };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return fromAppError(error.cause);
    if (error.cause instanceof ZodError) return toHttpError(error.cause);
    const status = ERROR_TABLE[appCodeForTrpc(error.code)].http;
    return status >= 500
      ? { status, message: "Internal server error", unexpected: true }
      : { status, message: error.message, unexpected: false };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
    const code = fastifyError.code ?? "";
    const message =
      FASTIFY_MESSAGES[code]?.(fastifyError as FastifyError) ??
      (error instanceof SyntaxError || code === "FST_ERR_CTP_INVALID_JSON_BODY"
        ? "Malformed JSON in request body"
        : (fastifyError.message ?? "Bad request"));
    return { status: fastifyError.statusCode, message, unexpected: false };
  }
  return { status: 500, message: "Internal server error", unexpected: true };
}

function replyWith(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const http = toHttpError(error);
  if (http.unexpected) request.log.error({ err: error }, "request failed");
  if (http.retryAfter !== undefined) reply.header("retry-after", String(http.retryAfter));
  return { http, reply: reply.status(http.status) };
}

/** Sends the documented REST error body `{message, errors?}` (plus `cooldown` and the like). */
export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { http, reply: sending } = replyWith(request, reply, error);
  return sending.send({ message: http.message, ...(http.errors ? { errors: http.errors } : {}), ...http.extra });
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
