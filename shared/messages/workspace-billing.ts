/**
 * The server's texts about turns and API calls billed to a workspace (issue #35, docs/product/workspaces.md
 * #billing-context and #caps), in English, by the stable key the API answers with (shared/server-messages.ts).
 */
export const WORKSPACE_BILLING_TEXTS = {
  "workspaceBilling.noSeat":
    "You no longer have a seat in {workspace}. Ask its owner or admins for one, or start a personal chat.",
  "workspaceBilling.keyNoSeat":
    "This API key bills to {workspace}, where you no longer have a seat. Ask its owner or admins for one, or use a personal key.",
  "workspaceBilling.memberCap":
    "Your daily cap in {workspace} is {cap} credits and {left} are left today; this message needs {cost}. The cap renews at 00:00 IST, and the workspace's owner or admins can raise it.",
  "workspaceBilling.monthlyCap":
    "{workspace} has {left} of its {cap} credits for this month left; this message needs {cost}. The workspace's owner or admins can raise the monthly cap.",
  "workspaceBilling.creditsSpent":
    "You have used today's {limit} credits of the Enterprise seat {workspace} gives you ({left} left; this message needs {cost}). They renew at 00:00 IST.",
} as const;
