import { z } from "zod";
import { usageHistoryInput } from "./usage";

/**
 * A workspace's caps and its usage dashboard (issue #35, docs/product/workspaces.md#caps and #usage-dashboard):
 * the inputs the procedures, the REST twins and the caps form share.
 */

/** The highest cap accepted: far above any day's use, and inside the column's 32-bit integer. */
export const WORKSPACE_CAP_MAX = 100_000_000;

export const workspaceIdField = z
  .string({ error: "Workspace is required" })
  .trim()
  .min(1, "Workspace is required")
  .max(100);

/** A cap in credits: a whole number from 0, or empty (an empty string or null) for none. */
const cap = (label: string) =>
  z.preprocess(
    (value) => (value === "" || (typeof value === "string" && value.trim() === "") ? null : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(WORKSPACE_CAP_MAX, `${label} must be at most ${WORKSPACE_CAP_MAX}`)
      .nullable(),
  );

/** workspaceUsage.setCaps and PUT /api/workspaces/{workspaceId}/caps: the caps given change, the others stay. */
export const workspaceCapsInput = z.object({
  workspaceId: workspaceIdField,
  memberDailyCap: cap("Daily cap per member").optional(),
  monthlyCap: cap("Monthly cap").optional(),
});

/** workspaceUsage.setMemberCap and PUT /api/workspaces/{workspaceId}/members/{memberId}/cap: null, the workspace's. */
export const workspaceMemberCapInput = z.object({
  workspaceId: workspaceIdField,
  memberId: z.string({ error: "Member is required" }).trim().min(1, "Member is required").max(100),
  dailyCap: cap("Daily cap"),
});

/** workspaceUsage.dashboard and its CSV: the last 7, 30 or 90 days (India's calendar), optionally one member's. */
export const workspaceUsageInput = usageHistoryInput.extend({
  workspaceId: workspaceIdField,
  /** One member's figures; a member may only name themselves. */
  memberId: z.string().trim().min(1).max(100).optional(),
});
