/** Chat texts both sides need, free of zod so the chat chunk stays small. */

/** The chat error texts of docs/product/errors.md#error-catalogue, by HTTP status. */
export const CHAT_ERROR_TEXT = {
  401: "Authentication failed. Please log in again.",
  403: "Access denied. You may not have permission to use this model.",
  429: "Rate limit exceeded. Please wait a moment and try again.",
  500: "Server error. The AI service is temporarily unavailable. Please try again in a few minutes.",
  503: "Service unavailable. The AI service is temporarily offline. Please try again later.",
} as const;

/** The error code of a reply whose conversation was deleted while it was being written. */
export const CONVERSATION_DELETED = "conversation_deleted";
/** What the person reads then. */
export const CHAT_DELETED_TEXT = "This conversation was deleted, so the reply was not saved.";
