import { TRPCClientError } from "@trpc/client";

/**
 * The text to show for a failed call: the server's own message when the
 * server answered, else the caller's fallback (network down, server gone).
 * A 500 is a bug whose message is deliberately generic ("Internal server
 * error"), so the caller's wording is kinder there too.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.data && error.message && httpStatusOf(error) !== 500) {
    return error.message;
  }
  return fallback;
}

/** Status of a tRPC error, if the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === "number" ? status : undefined;
}
