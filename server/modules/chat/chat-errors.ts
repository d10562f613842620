import { CHAT_ERROR_TEXT } from "../../../shared/chat-text";
import { UpstreamError } from "../../lib/ai-provider";
import { AppError } from "../../lib/errors";

/** What an upstream failure means for the person, with the status the chat API answers. */
export function toChatError(error: UpstreamError): AppError {
  switch (error.kind) {
    case "rate_limited":
      return new AppError("TOO_MANY_REQUESTS", CHAT_ERROR_TEXT[429], {
        details: error.message,
        retryAfter: error.retryAfter ?? 10,
      });
    case "timeout":
      return new AppError("UPSTREAM_TIMEOUT", "The AI model took too long to respond.", { details: error.details });
    case "unavailable":
      return new AppError("UNAVAILABLE", CHAT_ERROR_TEXT[503], { details: error.details ?? error.message });
    default:
      return new AppError("UPSTREAM_FAILED", error.message, { details: error.details });
  }
}

export function isAbort(error: unknown): boolean {
  return (error as { name?: string })?.name === "AbortError" || (error instanceof Error && error.message === "aborted");
}

export { UpstreamError };
