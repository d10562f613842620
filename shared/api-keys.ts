import { z } from "zod";
import { requiredText } from "./text";

/** Active keys (not revoked, not expired) one person may hold. */
export const MAX_ACTIVE_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;
/** Keys one person may create in an hour, revoked ones included (revoking frees a place, not a creation). */
export const API_KEYS_CREATED_PER_HOUR = 10;

export const createApiKeyInput = z.object({
  name: requiredText("Name", { max: API_KEY_NAME_MAX, stripBidi: true }),
  /** Whether it is in the future is checked on the server, against its clock. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "Expiry must be a date and time, e.g. 2027-01-31T00:00:00Z" })
    .optional(),
  /** A key whose calls are billed to this workspace, where its creator holds a seat (issue #35); left out: personal. */
  workspaceId: z.string().trim().min(1).max(100).optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyIdInput = z.object({ id: requiredText("id", { max: 100 }) });
export const userIdInput = z.object({ userId: requiredText("userId", { max: 100 }) });
