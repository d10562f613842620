import { type AppErrorCode, ERROR_TABLE } from "./errors";
import { toHttpError } from "./http-errors";

/** OpenAI's error body: its SDKs read `error.message` and pick their exception class by status. */
export interface OpenAiErrorBody {
  error: { message: string; type: string; code: string | null; param: string | null };
}

/** The OpenAI `type` and `code` for each of our error codes: one table, so a code means the same on /v1 everywhere. */
const OPENAI_ERRORS = {
  BAD_REQUEST: { type: "invalid_request_error", code: null },
  UNAUTHENTICATED: { type: "invalid_request_error", code: "invalid_api_key" },
  FORBIDDEN: { type: "permission_error", code: "permission_denied" },
  NOT_FOUND: { type: "invalid_request_error", code: "not_found" },
  CONFLICT: { type: "invalid_request_error", code: "conflict" },
  GONE: { type: "invalid_request_error", code: "gone" },
  PAYLOAD_TOO_LARGE: { type: "invalid_request_error", code: "request_too_large" },
  UNSUPPORTED_MEDIA_TYPE: { type: "invalid_request_error", code: "unsupported_media_type" },
  TOO_MANY_REQUESTS: { type: "rate_limit_error", code: "rate_limit_exceeded" },
  INTERNAL: { type: "server_error", code: "internal_error" },
  UPSTREAM_FAILED: { type: "server_error", code: "upstream_error" },
  UNAVAILABLE: { type: "server_error", code: "service_unavailable" },
  UPSTREAM_TIMEOUT: { type: "server_error", code: "upstream_timeout" },
} as const satisfies Record<AppErrorCode, { type: string; code: string | null }>;

const CODE_BY_STATUS = new Map(
  Object.entries(ERROR_TABLE).map(([code, entry]) => [entry.http as number, code as AppErrorCode]),
);

/**
 * Anything a /v1 handler can throw, as a status and OpenAI's error body. The
 * status and message come from the app's one translation (toHttpError); an
 * AppError may name a more precise `code` and the `param` at fault in `extra`.
 */
export function toOpenAiError(error: unknown): {
  status: number;
  body: OpenAiErrorBody;
  retryAfter?: number;
  unexpected: boolean;
} {
  const http = toHttpError(error);
  const mapped = OPENAI_ERRORS[CODE_BY_STATUS.get(http.status) ?? "INTERNAL"];
  const extra = http.extra ?? {};
  const message = http.details ? `${http.message} ${http.details}` : http.message;
  return {
    status: http.status,
    retryAfter: http.retryAfter,
    unexpected: http.unexpected,
    body: {
      error: {
        message,
        type: mapped.type,
        code: typeof extra.code === "string" ? extra.code : mapped.code,
        param: typeof extra.param === "string" ? extra.param : null,
      },
    },
  };
}
