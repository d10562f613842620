import { z } from "zod";
import { plainText, requiredText } from "./text";

// Our admin's view of workspaces (issue #35, docs/product/workspaces.md#our-admin).

export const adminWorkspacesInput = z.object({
  q: plainText("Search", { max: 200 }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const adminWorkspaceIdInput = z.object({ id: requiredText("id", { max: 100 }) });

/** Suspending says why: the audit log keeps it, and the workspace's managers read it. */
export const adminWorkspaceSuspendInput = z.object({
  id: requiredText("id", { max: 100 }),
  reason: requiredText("Reason", { max: 500 }),
});
