import { Navigate, type RouteObject } from "react-router-dom";
import { loadMessages as adminMessages } from "../features/admin/messages";
import { loadSubscribersMessages } from "../features/admin/messages/subscribers";
import { loadSystemMessages } from "../features/admin/messages/system";
import { loadWorkspacesMessages } from "../features/admin/messages/workspaces";
import { PATHS } from "../lib/paths";
import { loadAccountMessages } from "../messages/account";
import { loadCopyMessages } from "../messages/copy";
import { loadPasswordMessages } from "../messages/password";
import { loadSubscriptionMessages } from "../messages/subscription";
import { AdminLayout } from "./layouts/admin-layout";
import { lazyPage } from "./lazy-page";

/** The admin panel's routes (docs/product/screens.md): its own frame, loaded only by those who open it. */
export const adminRoute: RouteObject = {
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
};
