/**
 * The server's texts about a workspace's caps and usage dashboard (issue #35, docs/product/workspaces.md#caps),
 * in English, by the stable key the API answers with (shared/server-messages.ts).
 */
export const WORKSPACE_USAGE_TEXTS = {
  "workspaceUsage.capsSaved": "Caps saved.",
  "workspaceUsage.memberCapSaved": "Member's cap saved.",
  "workspaceUsage.ownFiguresOnly": "Members see only their own use. Ask an owner or admin for the others'.",
  "field.member": "Member",
  "field.memberDailyCap": "Daily cap per member",
  "field.monthlyCap": "Monthly cap",
  "field.dailyCap": "Daily cap",
} as const;
