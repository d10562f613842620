import { createBrowserRouter } from "react-router-dom";
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
import { PATHS } from "../lib/paths";
import { loadCopyMessages } from "../messages/copy";
import { loadPasswordMessages } from "../messages/password";
import { loadServerMessages } from "../messages/server";
import { adminRoute } from "./admin-routes";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorPage } from "./layouts/route-error-page";
import { RouteLoading } from "./layouts/route-loading";
import { lazyPage } from "./lazy-page";
import { NotFoundPage } from "./routes/not-found-page";
import { workspaceRoutes } from "./workspace-routes";

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
          ...workspaceRoutes,
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
      adminRoute,
    ],
  },
]);
