/**
 * Every address of the app, in one place: the route table in app/router.tsx
 * is written with these, and so is every link and redirect, so a moved page
 * is one edit and a mistyped link is a type error.
 */
export const PATHS = {
  home: "/",
  models: "/models",
  about: "/about",
  contact: "/contact",
  pricing: "/pricing",
  login: "/login",
  forgotPassword: "/forgot-password",
  terms: "/terms",
  privacy: "/privacy",
  profile: "/profile",
  receipt: "/account/receipts/:paymentId",
  testNav: "/test-nav",
  testLegal: "/test-legal",
  chat: "/chat",
  conversation: "/chat/:conversationId?",
  share: "/share/:shareId",
  // Teams (issue #35, docs/product/workspaces.md): a workspace's pages are tabs of one frame.
  workspaces: "/workspaces",
  workspaceMembers: "/workspaces/:workspaceId/members",
  workspaceUsage: "/workspaces/:workspaceId/usage",
  workspaceBilling: "/workspaces/:workspaceId/billing",
  workspaceSso: "/workspaces/:workspaceId/sso",
  workspaceSettings: "/workspaces/:workspaceId/settings",
  invitation: "/invite/:token",
  // Single sign-on (issue #35): a domain's verification link, and where a sign-in through a provider ends.
  ssoVerify: "/sso/verify/:token",
  ssoSignedIn: "/sso/signed-in",
  ssoError: "/sso/error",
  invoice: "/invoices/:invoiceId",
  admin: "/admin",
  adminLogin: "/admin/login",
  adminDashboard: "/admin/dashboard",
  adminUsers: "/admin/users",
  adminUser: "/admin/users/:userId",
  adminUserEdit: "/admin/users/:userId/edit",
  adminModels: "/admin/models",
  adminPayments: "/admin/payments",
  adminSubscribers: "/admin/subscribers",
  adminMessages: "/admin/messages",
  adminUsage: "/admin/usage",
  adminSystem: "/admin/system",
  adminAudit: "/admin/audit",
  adminSettings: "/admin/settings",
  adminWorkspaces: "/admin/workspaces",
} as const;

/** A stored conversation: what history links point at, and what the first reply gives a new chat. */
export function conversationPath(id: string): string {
  return `${PATHS.chat}/${encodeURIComponent(id)}`;
}

/** A share link's page, as the address anyone can open (docs/product/sharing.md): with this site's origin. */
export function shareUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The chat opened on a model (the chat reads ?model=, docs/product/data.md#states-and-transitions "Model choice"). */
export function chatWithModelPath(modelId: string): string {
  return `${PATHS.chat}?${new URLSearchParams({ model: modelId })}`;
}

/** The printable receipt of one of the signed-in person's payments. */
export function receiptPath(paymentId: string): string {
  return PATHS.receipt.replace(":paymentId", encodeURIComponent(paymentId));
}

export function adminUserPath(userId: string): string {
  return PATHS.adminUser.replace(":userId", encodeURIComponent(userId));
}

export function adminUserEditPath(userId: string): string {
  return PATHS.adminUserEdit.replace(":userId", encodeURIComponent(userId));
}

/** A project's page (issue #33): a new chat inside it, with its conversations listed above the composer. */
export function projectPath(id: string): string {
  return `${PATHS.chat}?project=${encodeURIComponent(id)}`;
}

export type WorkspaceTab = "members" | "usage" | "billing" | "sso" | "settings";

const WORKSPACE_TAB_PATHS: Record<WorkspaceTab, string> = {
  members: PATHS.workspaceMembers,
  usage: PATHS.workspaceUsage,
  billing: PATHS.workspaceBilling,
  sso: PATHS.workspaceSso,
  settings: PATHS.workspaceSettings,
};

/** One tab of a workspace's pages. */
export function workspacePath(workspaceId: string, tab: WorkspaceTab = "members"): string {
  return WORKSPACE_TAB_PATHS[tab].replace(":workspaceId", encodeURIComponent(workspaceId));
}

/** A GST invoice's printable page. */
export function invoicePath(invoiceId: string): string {
  return PATHS.invoice.replace(":invoiceId", encodeURIComponent(invoiceId));
}

/** Starts a sign-in through the provider of the workspace that holds `email`'s domain: a full page load. */
export function ssoStartHref(email: string, returnTo: string): string {
  return `/api/sso/start?${new URLSearchParams({ email, returnTo })}`;
}
