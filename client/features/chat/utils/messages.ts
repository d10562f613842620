import { CHAT_ERROR_TEXT } from "#shared/chat-text";

/** Texts of docs/product/screens.md, docs/product/rules.md#validation-rules and docs/product/errors.md#error-catalogue (and DESIGN extras) shown by the chat screen. */
export const CHAT_TEXT = {
  loginRequired: "Please log in to access the chat",
  goToLogin: "Go to Login",
  checkingSession: "Checking your session...",
  welcomeLead: "Start a conversation with our AI models. Type your message below.",
  inputPlaceholder: "Type your message here... (Shift+Enter for new line, Enter to send)",
  // Narrow screens (phones, where Shift+Enter is no habit anyway) get the first of these that fits.
  inputPlaceholderShort: "Type your message here...",
  inputPlaceholderShortest: "Type a message...",
  typing: "typing...",
  noHistory: "No chat history available",
  noSearchResults: "No conversations match your search",
  loadConversationFailed: "Failed to load conversation. Please try again.",
  conversationNotFound: "This conversation doesn't exist or was deleted.",
  loadHistoryFailed: "Failed to load chat history. Please try again.",
  renameFailed: "Failed to update conversation title. Please try again.",
  deleteFailed: "Failed to delete conversation. Please try again.",
  offlineAi:
    "Demo mode: no AI provider key is configured — replies are placeholders. Set OPENROUTER_API_KEY on the server to connect real models.",
  queued: (position: number) => `Waiting for a free slot — position ${position}`,
  queuedUpgrade: "Professional and Enterprise replies go first when we are busy.",
  upgrade: "See plans",
  stopped: "Stopped",
  failed: "Failed",
  // docs/product/errors.md#error-catalogue "Chat default": a reply stored as failed, read back without the error that ended it.
  failedReply: "Failed to get response. Please try again.",
  switchVersionFailed: "Failed to show that version. Please try again.",
  // Issue #27: while the chat waits for the network.
  offline: "You're offline. We'll reconnect when the network is back.",
  reconnecting: "Reconnecting…",
  error: {
    ...CHAT_ERROR_TEXT,
    network: "Network error. Please check your internet connection and try again.",
    otherStatus: "Failed to get response from AI service.",
    unexpected: "An unexpected error occurred. Please try again.",
    authRequired: "Authentication required. Please log in again.",
  },
} as const;
