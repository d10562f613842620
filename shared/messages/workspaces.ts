/**
 * The server's texts about workspaces (issue #35, docs/product/workspaces.md), in English, by the stable key
 * the API answers with (shared/server-messages.ts). Each part of the area adds its own below.
 */
export const WORKSPACE_TEXTS = {
  "workspaces.notFound": "Workspace not found",
  "workspaces.managersOnly": "Only the workspace's owner and admins can do this.",
  "workspaces.ownerOnly": "Only the workspace's owner can do this.",
  "field.workspace": "Workspace",
} as const;
