import { TRPCClientError } from "@trpc/client";
import { REAUTH_REQUIRED } from "#shared/sudo-mode";
import { localizeServerMessage, localizeServerText } from "../messages/server";

/** The `data` the server's error formatter adds to every tRPC error (server/core/trpc.ts). */
interface ServerErrorData {
  code?: unknown;
  httpStatus?: unknown;
  /** The message's entry in the server's registry (shared/server-messages.ts) and its values. */
  messageKey?: unknown;
  messageValues?: unknown;
  errors?: unknown;
  extra?: { cooldown?: unknown; reason?: unknown; twoFactor?: unknown } | null;
}

function dataOf(error: unknown): ServerErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === "object" ? (data as ServerErrorData) : undefined;
}

/**
 * The text to show for a failed call: the server's own message when the
 * server answered, in the reader's language (its `messageKey`, or its English
 * text found in the server's registry), else the caller's fallback (network
 * down, server gone). A 500 is a bug whose message is deliberately generic
 * ("Internal server error"), so the caller's wording is kinder there too.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.data && error.message && httpStatusOf(error) !== 500) {
    const data = dataOf(error);
    return localizeServerMessage(data?.messageKey, data?.messageValues, error.message);
  }
  return fallback;
}

/**
 * A text the server sent in English outside an error (a success text such as `result.message`, a chat
 * error's `details`), in the reader's language when it is one of the server's texts; others as they are.
 */
export const serverText = localizeServerText;

/** Status of a tRPC error, if the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = dataOf(error)?.httpStatus;
  return typeof status === "number" ? status : undefined;
}

/** The server refused the bearer token (missing, expired or revoked session). */
export function isUnauthorized(error: unknown): boolean {
  const data = dataOf(error);
  return data?.code === "UNAUTHORIZED" || data?.httpStatus === 401;
}

/** The list of problems the server returned with the error (e.g. the password rules broken), if any, in the reader's language. */
export function errorList(error: unknown): string[] {
  const errors = dataOf(error)?.errors;
  return Array.isArray(errors)
    ? errors.filter((item): item is string => typeof item === "string").map(localizeServerText)
    : [];
}

/**
 * Seconds until a new code may be sent, from the 429 of a code request that
 * came too soon (`cooldown`, docs/product/data.md#states-and-transitions). Other throttling answers carry none.
 */
export function cooldownOf(error: unknown): number | undefined {
  const data = dataOf(error);
  if (data?.httpStatus !== 429) return undefined;
  const value = data.extra?.cooldown;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

/**
 * The 403 of a change that needs the password confirmed first (sudo mode,
 * `reason: reauth_required`), and whether a two-factor code will be asked too.
 */
export function reauthNeeded(error: unknown): { twoFactor: boolean } | undefined {
  const extra = dataOf(error)?.extra;
  if (extra?.reason !== REAUTH_REQUIRED) return undefined;
  return { twoFactor: extra.twoFactor === true };
}
