import { z } from "zod";
import { requiredText } from "./text";

/** Active keys (not revoked, not expired) one person may hold. */
export const MAX_ACTIVE_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;
export const API_ACCESS_NEEDS_ENTERPRISE = "API access needs the Enterprise plan";
/** Keys one person may create in an hour, revoked ones included (revoking frees a place, not a creation). */
export const API_KEYS_CREATED_PER_HOUR = 10;

/** Refusals of the keys page and of /v1 that a person reads. */
export const API_KEY_MESSAGES = {
  tooManyCreated: `You can create at most ${API_KEYS_CREATED_PER_HOUR} API keys an hour.`,
  perKeyLimit: (perMinute: number) => `Rate limit reached: ${perMinute} requests a minute per key.`,
  perPersonLimit: (perMinute: number) =>
    `Rate limit reached: ${perMinute} requests a minute across all your API keys together.`,
  tooManyInvalidKeys: (seconds: number) =>
    `Too many requests with an invalid API key from your address. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
} as const;

export const createApiKeyInput = z.object({
  name: requiredText("Name", { max: API_KEY_NAME_MAX, stripBidi: true }),
  /** Whether it is in the future is checked on the server, against its clock. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "Expiry must be a date and time, e.g. 2027-01-31T00:00:00Z" })
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyIdInput = z.object({ id: requiredText("id", { max: 100 }) });
export const userIdInput = z.object({ userId: requiredText("userId", { max: 100 }) });
