export const DEFAULT_APP_NAME = "NexGen AI";
export const APP_TAGLINE = "Next-Gen AI Solutions";
export const SUPPORT_EMAIL = "support@nexgen-ai.in";
export const POSTAL_ADDRESS = "NexGen AI, 4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India";
/** The most tRPC calls one HTTP request may batch: the server refuses more, the client never sends more. */
export const TRPC_MAX_BATCH_SIZE = 10;
