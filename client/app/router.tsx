import type { ComponentType } from "react";
import { createBrowserRouter, Navigate } from "react-router-dom";
import { HomePage } from "../features/marketing/components/home-page";
import { NotFoundPage } from "../features/misc/components/not-found-page";
import { AdminLayout } from "./layouts/admin-layout";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorPage } from "./layouts/route-error-page";
import { RouteLoading } from "./layouts/route-loading";

/**
 * Code-split route: the page's module is fetched on first navigation and the
 * router keeps the current page on screen until it has arrived. Only the home
 * and 404 pages ship in the entry chunk (DESIGN §9: chat and admin load lazily).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The one route table of the SPA (SPEC §2). */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          {
            path: "models",
            lazy: lazyPage(
              () => import("../features/models/components/models-page"),
              (m) => m.ModelsPage,
            ),
          },
          {
            path: "about",
            lazy: lazyPage(
              () => import("../features/marketing/components/about-page"),
              (m) => m.AboutPage,
            ),
          },
          {
            path: "contact",
            lazy: lazyPage(
              () => import("../features/contact/components/contact-page"),
              (m) => m.ContactPage,
            ),
          },
          {
            path: "pricing",
            lazy: lazyPage(
              () => import("../features/pricing/components/pricing-page"),
              (m) => m.PricingPage,
            ),
          },
          {
            path: "login",
            lazy: lazyPage(
              () => import("../features/auth/components/login-page"),
              (m) => m.LoginPage,
            ),
          },
          {
            path: "forgot-password",
            lazy: lazyPage(
              () => import("../features/auth/components/forgot-password-page"),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: "terms",
            lazy: lazyPage(
              () => import("../features/legal/components/terms-page"),
              (m) => m.TermsPage,
            ),
          },
          {
            path: "privacy",
            lazy: lazyPage(
              () => import("../features/legal/components/privacy-page"),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: "profile",
            lazy: lazyPage(
              () => import("../features/profile/components/profile-page"),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: "account/receipts/:paymentId",
            lazy: lazyPage(
              () => import("../features/pricing/components/receipt-page"),
              (m) => m.ReceiptPage,
            ),
          },
          {
            path: "test-nav",
            lazy: lazyPage(
              () => import("../features/misc/components/test-nav-page"),
              (m) => m.TestNavPage,
            ),
          },
          {
            path: "test-legal",
            lazy: lazyPage(
              () => import("../features/legal/components/test-legal-page"),
              (m) => m.TestLegalPage,
            ),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
      {
        // One route for the new chat and for an open conversation, so moving between them keeps the screen mounted.
        path: "chat/:conversationId?",
        lazy: lazyPage(
          () => import("../features/chat/components/chat-page"),
          (m) => m.ChatPage,
        ),
      },
      {
        path: "admin",
        children: [
          {
            // Bare frame (no public header or footer) for the screens outside the admin session.
            Component: AdminLayout,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: "login",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-login-page"),
                  (m) => m.AdminLoginPage,
                ),
              },
              {
                path: "*",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-not-found-page"),
                  (m) => m.AdminNotFoundPage,
                ),
              },
            ],
          },
          {
            // The signed-in admin frame: header, sidebar, and the redirect to /admin/login without an adminToken.
            lazy: lazyPage(
              () => import("../features/admin/components/admin-frame"),
              (m) => m.AdminFrame,
            ),
            children: [
              {
                path: "dashboard",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-dashboard-page"),
                  (m) => m.AdminDashboardPage,
                ),
              },
              {
                path: "users",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-users-page"),
                  (m) => m.AdminUsersPage,
                ),
              },
              {
                path: "users/:userId",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-user-details-page"),
                  (m) => m.AdminUserDetailsPage,
                ),
              },
              {
                path: "users/:userId/edit",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-user-edit-page"),
                  (m) => m.AdminUserEditPage,
                ),
              },
              {
                path: "models",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-models-page"),
                  (m) => m.AdminModelsPage,
                ),
              },
              {
                path: "payments",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-payments-page"),
                  (m) => m.AdminPaymentsPage,
                ),
              },
              {
                path: "messages",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-messages-page"),
                  (m) => m.AdminMessagesPage,
                ),
              },
              {
                path: "usage",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-usage-page"),
                  (m) => m.AdminUsagePage,
                ),
              },
              {
                path: "audit",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-audit-page"),
                  (m) => m.AdminAuditPage,
                ),
              },
              {
                path: "settings",
                lazy: lazyPage(
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
