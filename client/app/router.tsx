import type { ComponentType } from "react";
import { createBrowserRouter, Navigate } from "react-router-dom";
import { loadMessages as adminMessages } from "../features/admin/messages";
import { loadSubscribersMessages } from "../features/admin/messages/subscribers";
import { loadSystemMessages } from "../features/admin/messages/system";
import { loadWorkspacesMessages } from "../features/admin/messages/workspaces";
import { loadMessages as authMessages } from "../features/auth/messages";
import { loadMessages as chatMessages } from "../features/chat/messages";
import { loadShareMessages } from "../features/chat/messages/share";
import { loadMessages as contactMessages } from "../features/contact/messages";
import { loadMessages as legalMessages } from "../features/legal/messages";
import { loadMessages as marketingMessages } from "../features/marketing/messages";
import { loadMessages as modelsMessages } from "../features/models/messages";
import { loadMessages as pricingMessages } from "../features/pricing/messages";
import { loadReceiptMessages } from "../features/pricing/messages/receipt";
import { loadMessages as profileMessages } from "../features/profile/messages";
import { loadMessages as testNavMessages } from "../features/test-nav/messages";
import { loadMessages as workspacesMessages } from "../features/workspaces/messages";
import { loadBillingMessages } from "../features/workspaces/messages/billing";
import { loadCoreMessages as workspaceCoreMessages } from "../features/workspaces/messages/core";
import { loadInvoiceMessages } from "../features/workspaces/messages/invoices";
import { loadSsoMessages } from "../features/workspaces/messages/sso";
import { loadUsageMessages as workspaceUsageMessages } from "../features/workspaces/messages/usage";
import { type CatalogueLoader, loadCatalogue } from "../lib/i18n/i18n";
import { PATHS } from "../lib/paths";
import { loadAccountMessages } from "../messages/account";
import { loadCopyMessages } from "../messages/copy";
import { loadPasswordMessages } from "../messages/password";
import { loadServerMessages } from "../messages/server";
import { loadSubscriptionMessages } from "../messages/subscription";
import { AdminLayout } from "./layouts/admin-layout";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorPage } from "./layouts/route-error-page";
import { RouteLoading } from "./layouts/route-loading";
import { NotFoundPage } from "./routes/not-found-page";

/**
 * Code-split route: the page's module is fetched on first navigation and the
 * router keeps the current page on screen until it has arrived, with the messages
 * its first render shows: its feature's, and the shell's parts it draws at once (`common.account` in
 * the admin panel, the password field's texts on the sign-in pages, the copy buttons' in the chat
 * and the admin panel). Only the 404 page
 * ships in the entry chunk (docs/architecture.md#performance-budgets: chat and admin load lazily).
 * `npm run bench -- bundle` reads the catalogues from these calls (scripts/lazy-boundaries.ts).
 */
function lazyPage<M>(
  catalogues: CatalogueLoader | CatalogueLoader[],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    // The messages in the active language arrive with the code (client/lib/i18n/i18n.ts).
    const [module] = await Promise.all([load(), ...[catalogues].flat().map(loadCatalogue)]);
    return { Component: pick(module) };
  };
}

/** The one route table of the SPA (docs/product/screens.md). */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: lazyPage(
              marketingMessages,
              () => import("../features/marketing/components/home-page"),
              (m) => m.HomePage,
            ),
          },
          {
            path: PATHS.models,
            lazy: lazyPage(
              modelsMessages,
              () => import("../features/models/components/models-page"),
              (m) => m.ModelsPage,
            ),
          },
          {
            path: PATHS.about,
            lazy: lazyPage(
              marketingMessages,
              () => import("../features/marketing/components/about-page"),
              (m) => m.AboutPage,
            ),
          },
          {
            path: PATHS.contact,
            lazy: lazyPage(
              contactMessages,
              () => import("../features/contact/components/contact-page"),
              (m) => m.ContactPage,
            ),
          },
          {
            path: PATHS.pricing,
            lazy: lazyPage(
              pricingMessages,
              () => import("../features/pricing/components/pricing-page"),
              (m) => m.PricingPage,
            ),
          },
          {
            path: PATHS.login,
            lazy: lazyPage(
              [authMessages, loadPasswordMessages],
              () => import("../features/auth/components/login-page"),
              (m) => m.LoginPage,
            ),
          },
          {
            // Single sign-on (issue #35): a domain's verification link and the end of a sign-in through a provider.
            path: PATHS.ssoVerify,
            lazy: lazyPage(
              authMessages,
              () => import("../features/auth/components/sso-verify-page"),
              (m) => m.SsoVerifyPage,
            ),
          },
          {
            path: PATHS.ssoSignedIn,
            lazy: lazyPage(
              authMessages,
              () => import("../features/auth/components/sso-signed-in-page"),
              (m) => m.SsoSignedInPage,
            ),
          },
          {
            path: PATHS.ssoError,
            // The server's texts too: this page shows one by its key on the first render, not after a call.
            lazy: lazyPage(
              [authMessages, loadServerMessages],
              () => import("../features/auth/components/sso-error-page"),
              (m) => m.SsoErrorPage,
            ),
          },
          {
            path: PATHS.forgotPassword,
            lazy: lazyPage(
              authMessages,
              () => import("../features/auth/components/forgot-password-page"),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: PATHS.terms,
            lazy: lazyPage(
              legalMessages,
              () => import("../features/legal/components/terms-page"),
              (m) => m.TermsPage,
            ),
          },
          {
            path: PATHS.privacy,
            lazy: lazyPage(
              legalMessages,
              () => import("../features/legal/components/privacy-page"),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: PATHS.profile,
            lazy: lazyPage(
              profileMessages,
              () => import("../features/profile/components/profile-page"),
              (m) => m.ProfilePage,
            ),
          },
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
              [workspacesMessages, loadSsoMessages, loadCopyMessages],
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
              [workspacesMessages, loadBillingMessages, loadAccountMessages],
              () => import("../features/workspaces/components/billing-page"),
              (m) => m.WorkspaceBillingPage,
            ),
          },
          {
            path: PATHS.receipt,
            lazy: lazyPage(
              loadReceiptMessages,
              () => import("../features/pricing/components/receipt-page"),
              (m) => m.ReceiptPage,
            ),
          },
          {
            // A shared conversation (docs/product/sharing.md): its own chunk, readable signed out.
            path: PATHS.share,
            lazy: lazyPage(
              [chatMessages, loadShareMessages, loadCopyMessages],
              () => import("../features/chat/components/share-page"),
              (m) => m.SharePage,
            ),
          },
          {
            path: PATHS.testNav,
            lazy: lazyPage(
              testNavMessages,
              () => import("../features/test-nav/components/test-nav-page"),
              (m) => m.TestNavPage,
            ),
          },
          {
            path: PATHS.testLegal,
            lazy: lazyPage(
              legalMessages,
              () => import("../features/legal/components/test-legal-page"),
              (m) => m.TestLegalPage,
            ),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
      {
        // One route for the new chat and for an open conversation, so moving between them keeps the screen mounted.
        path: PATHS.conversation,
        lazy: lazyPage(
          [chatMessages, loadCopyMessages, loadShareMessages],
          () => import("../features/chat/components/chat-page"),
          (m) => m.ChatPage,
        ),
      },
      {
        path: PATHS.admin,
        children: [
          {
            // Bare frame (no public header or footer) for the screens outside the admin session.
            Component: AdminLayout,
            children: [
              { index: true, element: <Navigate to={PATHS.adminDashboard} replace /> },
              {
                path: PATHS.adminLogin,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages, loadPasswordMessages, loadCopyMessages],
                  () => import("../features/admin/components/admin-login-page"),
                  (m) => m.AdminLoginPage,
                ),
              },
              {
                path: "*",
                lazy: lazyPage(
                  adminMessages,
                  () => import("../features/admin/components/admin-not-found-page"),
                  (m) => m.AdminNotFoundPage,
                ),
              },
            ],
          },
          {
            // The signed-in admin frame: header, sidebar, and the redirect to /admin/login without an adminToken.
            lazy: lazyPage(
              adminMessages,
              () => import("../features/admin/components/admin-frame"),
              (m) => m.AdminFrame,
            ),
            children: [
              {
                path: PATHS.adminDashboard,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-dashboard-page"),
                  (m) => m.AdminDashboardPage,
                ),
              },
              {
                path: PATHS.adminUsers,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-users-page"),
                  (m) => m.AdminUsersPage,
                ),
              },
              {
                path: PATHS.adminUser,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages, loadCopyMessages],
                  () => import("../features/admin/components/admin-user-details-page"),
                  (m) => m.AdminUserDetailsPage,
                ),
              },
              {
                path: PATHS.adminUserEdit,
                lazy: lazyPage(
                  adminMessages,
                  () => import("../features/admin/components/admin-user-edit-page"),
                  (m) => m.AdminUserEditPage,
                ),
              },
              {
                path: PATHS.adminModels,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-models-page"),
                  (m) => m.AdminModelsPage,
                ),
              },
              {
                path: PATHS.adminPayments,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages, loadCopyMessages],
                  () => import("../features/admin/components/admin-payments-page"),
                  (m) => m.AdminPaymentsPage,
                ),
              },
              {
                path: PATHS.adminSubscribers,
                lazy: lazyPage(
                  [adminMessages, loadSubscribersMessages, loadSubscriptionMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-subscribers-page"),
                  (m) => m.AdminSubscribersPage,
                ),
              },
              {
                // Workspaces (issue #35, docs/product/workspaces.md#our-admin).
                path: PATHS.adminWorkspaces,
                lazy: lazyPage(
                  [adminMessages, loadWorkspacesMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-workspaces-page"),
                  (m) => m.AdminWorkspacesPage,
                ),
              },
              {
                path: PATHS.adminMessages,
                lazy: lazyPage(
                  adminMessages,
                  () => import("../features/admin/components/admin-messages-page"),
                  (m) => m.AdminMessagesPage,
                ),
              },
              {
                path: PATHS.adminUsage,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-usage-page"),
                  (m) => m.AdminUsagePage,
                ),
              },
              {
                path: PATHS.adminSystem,
                lazy: lazyPage(
                  [adminMessages, loadSystemMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-system-page"),
                  (m) => m.AdminSystemPage,
                ),
              },
              {
                path: PATHS.adminAudit,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages],
                  () => import("../features/admin/components/admin-audit-page"),
                  (m) => m.AdminAuditPage,
                ),
              },
              {
                path: PATHS.adminSettings,
                lazy: lazyPage(
                  [adminMessages, loadAccountMessages, loadPasswordMessages, loadCopyMessages],
                  () => import("../features/admin/components/admin-settings-page"),
                  (m) => m.AdminSettingsPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
]);
