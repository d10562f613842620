export const DEFAULT_APP_NAME = "NexGen AI";
export const APP_TAGLINE = "Next-Gen AI Solutions";
export const SUPPORT_EMAIL = "support@nexgen-ai.in";
export const POSTAL_ADDRESS = "NexGen AI, 4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India";
/** The most tRPC calls one HTTP request may batch: the server refuses more, the client never sends more. */
export const TRPC_MAX_BATCH_SIZE = 10;

/** A client over its budget on the endpoints anyone may call (README, "Security"). */
export const tooManyRequestsFromClient = (seconds: number) =>
  `Too many requests from your address. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
