import { CHAT_ERROR_TEXT } from "../../../shared/chat-text";
import { AppError } from "../../core/errors";
import { UpstreamError } from "../../lib/ai-provider";

/**
 * What the person can do about each failure. The upstream's own words (its
 * error bodies, our key's problems, addresses it could not reach) go to the
 * server log only: they help no one in the chat and can leak what they name.
 */
const NEXT_STEP = {
  rate_limited: "Please wait a few seconds before sending again, or choose another model.",
  timeout: "Please try again, or choose another model.",
  unavailable: "Please try again in a few minutes, or choose another model.",
  bad_response: "Please try again, or choose another model. If it keeps failing, contact support.",
} as const satisfies Record<UpstreamError["kind"], string>;

/** What an upstream failure means for the person, with the status the chat API answers. */
export function toChatError(error: UpstreamError): AppError {
  const details = NEXT_STEP[error.kind];
  switch (error.kind) {
    case "rate_limited":
      return new AppError("TOO_MANY_REQUESTS", CHAT_ERROR_TEXT[429], {
        details,
        retryAfter: error.retryAfter ?? 10,
        cause: error,
      });
    case "timeout":
      return new AppError("UPSTREAM_TIMEOUT", "The AI model took too long to respond.", { details, cause: error });
    case "unavailable":
      return new AppError("UNAVAILABLE", CHAT_ERROR_TEXT[503], { details, cause: error });
    default:
      return new AppError("UPSTREAM_FAILED", error.message, { details, cause: error });
  }
}

export function isAbort(error: unknown): boolean {
  return (error as { name?: string })?.name === "AbortError" || (error instanceof Error && error.message === "aborted");
}

export { UpstreamError };
