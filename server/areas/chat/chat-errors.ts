import { englishText, say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import { UpstreamError } from "../../lib/ai-provider";

/**
 * What the person can do about each failure. The upstream's own words (its
 * error bodies, our key's problems, addresses it could not reach) go to the
 * server log only: they help no one in the chat and can leak what they name.
 */
const NEXT_STEP = {
  rate_limited: englishText("chat.next.rateLimited"),
  timeout: englishText("chat.next.retry"),
  unavailable: englishText("chat.next.unavailable"),
  bad_response: englishText("chat.next.badResponse"),
} as const satisfies Record<UpstreamError["kind"], string>;

/** What an upstream failure means for the person, with the status the chat API answers. */
export function toChatError(error: UpstreamError): AppError {
  const details = NEXT_STEP[error.kind];
  switch (error.kind) {
    case "rate_limited":
      return new AppError("TOO_MANY_REQUESTS", say("chat.rateLimited"), {
        details,
        retryAfter: error.retryAfter ?? 10,
        cause: error,
      });
    case "timeout":
      return new AppError("UPSTREAM_TIMEOUT", say("chat.timeout"), { details, cause: error });
    case "unavailable":
      return new AppError("UNAVAILABLE", say("chat.unavailable"), { details, cause: error });
    default:
      return new AppError("UPSTREAM_FAILED", error.message, { details, cause: error });
  }
}

export function isAbort(error: unknown): boolean {
  return (error as { name?: string })?.name === "AbortError" || (error instanceof Error && error.message === "aborted");
}

export { UpstreamError };
