import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { ZodError } from "zod";
import { englishText, matchServerText, type ServerMessage } from "../../shared/server-messages";

/**
 * Domain error codes. Services throw AppError; the tRPC error formatter and the
 * REST error handler both translate through ERROR_TABLE, so a code means the
 * same status everywhere.
 */
export const ERROR_TABLE = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400 },
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  // Something that was there and is no more (an expired invitation, docs/product/workspaces.md#seats); tRPC has no
  // 410 of its own, so its nearest code carries the status.
  GONE: { trpc: "PRECONDITION_FAILED", http: 410 },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: "UNSUPPORTED_MEDIA_TYPE", http: 415 },
  TOO_MANY_REQUESTS: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
  UPSTREAM_FAILED: { trpc: "BAD_GATEWAY", http: 502 },
  UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
  UPSTREAM_TIMEOUT: { trpc: "GATEWAY_TIMEOUT", http: 504 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type AppErrorCode = keyof typeof ERROR_TABLE;

export interface AppErrorOptions {
  /** Field-level problems shown as a list (e.g. password rules). */
  errors?: string[];
  /** Extra detail for chat errors ("details" in the chat error body). */
  details?: string;
  /** Seconds until the caller may retry (429). */
  retryAfter?: number;
  /** Extra fields to merge into a REST error body (e.g. `cooldown`). */
  extra?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly status: number;
  /**
   * The text by its key and values (shared/server-messages.ts): the SPA shows it in the reader's
   * language, REST bodies carry the key as `code`. Undefined only for a text no entry wrote (/v1's own).
   */
  readonly text: ServerMessage | undefined;

  /** `message`: an entry of the registry; English text is accepted for /v1's texts and a dependency's. */
  constructor(
    readonly code: AppErrorCode,
    message: ServerMessage | string,
    readonly options: AppErrorOptions = {},
  ) {
    super(typeof message === "string" ? message : englishText(message), { cause: options.cause });
    this.name = "AppError";
    this.status = ERROR_TABLE[code].http;
    this.text = typeof message === "string" ? matchServerText(message) : message;
  }
}

const TRPC_TO_APP = Object.fromEntries(
  Object.entries(ERROR_TABLE).map(([code, entry]) => [entry.trpc, code as AppErrorCode]),
) as Partial<Record<TRPC_ERROR_CODE_KEY, AppErrorCode>>;

/** The app code for a tRPC error code (for errors raised by tRPC itself, such as input validation). */
export function appCodeForTrpc(code: TRPC_ERROR_CODE_KEY): AppErrorCode {
  return TRPC_TO_APP[code] ?? "INTERNAL";
}

/** The human-readable messages of a validation error, first one first. */
export function zodMessages(error: ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}
