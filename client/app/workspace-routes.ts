import type { RouteObject } from "react-router-dom";
import { loadMessages as workspacesMessages } from "../features/workspaces/messages";
import { loadBillingMessages } from "../features/workspaces/messages/billing";
import { loadCoreMessages as workspaceCoreMessages } from "../features/workspaces/messages/core";
import { loadInvoiceMessages } from "../features/workspaces/messages/invoices";
import { loadSsoMessages } from "../features/workspaces/messages/sso";
import { loadUsageMessages as workspaceUsageMessages } from "../features/workspaces/messages/usage";
import { PATHS } from "../lib/paths";
import { loadAccountMessages } from "../messages/account";
import { loadCopyMessages } from "../messages/copy";
import { lazyPage } from "./lazy-page";

/** Teams' pages (issue #35, docs/product/workspaces.md#screens), inside the public layout like the profile. */
export const workspaceRoutes: RouteObject[] = [
  {
    // A workspace's Usage tab (issue #35, docs/product/workspaces.md#usage-dashboard).
    path: PATHS.workspaceUsage,
    lazy: lazyPage(
      [workspacesMessages, workspaceUsageMessages, loadAccountMessages],
      () => import("../features/workspaces/components/usage-page"),
      (m) => m.WorkspaceUsagePage,
    ),
  },
  {
    // A workspace's single sign-on tab (issue #35, docs/product/workspaces.md#single-sign-on).
    path: PATHS.workspaceSso,
    lazy: lazyPage(
      [workspacesMessages, workspaceCoreMessages, loadSsoMessages, loadCopyMessages],
      () => import("../features/workspaces/components/sso-page"),
      (m) => m.SsoPage,
    ),
  },
  {
    // A GST invoice of a workspace payment (issue #35): its frame in both languages, the invoice in English.
    path: PATHS.invoice,
    lazy: lazyPage(
      loadInvoiceMessages,
      () => import("../features/workspaces/components/invoice-page"),
      (m) => m.InvoicePage,
    ),
  },
  {
    // Teams (issue #35, docs/product/workspaces.md#screens): my workspaces, a workspace's members and settings.
    path: PATHS.workspaces,
    lazy: lazyPage(
      [workspacesMessages, workspaceCoreMessages],
      () => import("../features/workspaces/components/core-list-page"),
      (m) => m.WorkspacesPage,
    ),
  },
  {
    path: PATHS.workspaceMembers,
    lazy: lazyPage(
      [workspacesMessages, workspaceCoreMessages, loadAccountMessages],
      () => import("../features/workspaces/components/core-members-page"),
      (m) => m.WorkspaceMembersPage,
    ),
  },
  {
    path: PATHS.workspaceSettings,
    lazy: lazyPage(
      [workspacesMessages, workspaceCoreMessages],
      () => import("../features/workspaces/components/core-settings-page"),
      (m) => m.WorkspaceSettingsPage,
    ),
  },
  {
    // An invitation's link: readable signed out, with sign-in and sign-up that come back here.
    path: PATHS.invitation,
    lazy: lazyPage(
      [workspacesMessages, workspaceCoreMessages],
      () => import("../features/workspaces/components/core-invitation-page"),
      (m) => m.InvitationPage,
    ),
  },
  {
    // A workspace's seats (issue #35, docs/product/workspaces.md#buying-seats).
    path: PATHS.workspaceBilling,
    lazy: lazyPage(
      [workspacesMessages, workspaceCoreMessages, loadBillingMessages, loadAccountMessages],
      () => import("../features/workspaces/components/billing-page"),
      (m) => m.WorkspaceBillingPage,
    ),
  },
];
