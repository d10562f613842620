import { accountRouter } from "./areas/account/account.router";
import { adminRouter } from "./areas/admin/admin.router";
import { apiKeysRouter } from "./areas/api/api-keys.router";
import { authRouter } from "./areas/auth/auth.router";
import { otpRouter } from "./areas/auth/otp.router";
import { sessionsRouter } from "./areas/auth/sessions.router";
import { paymentRouter } from "./areas/billing/payment.router";
import { subscriptionRouter } from "./areas/billing/subscription.router";
import { catalogRouter } from "./areas/catalog/catalog.router";
import { chatRouter } from "./areas/chat/chat.router";
import { contactRouter } from "./areas/contact/contact.router";
import { importsRouter } from "./areas/imports/imports.router";
import { invoicesRouter } from "./areas/invoices/invoices.router";
import { projectsRouter } from "./areas/projects/projects.router";
import { sharingRouter } from "./areas/sharing/sharing.router";
import { ssoRouter } from "./areas/sso/sso.router";
import { usageRouter } from "./areas/usage/usage.router";
import { workspaceBillingRouter } from "./areas/workspaces/billing.router";
import { workspaceUsageRouter } from "./areas/workspaces/usage.router";
import { workspacesRouter } from "./areas/workspaces/workspaces.router";
import { publicProcedure, router } from "./core/trpc";

export const appRouter = router({
  /** Public facts the SPA needs before anything else. */
  app: router({
    info: publicProcedure.query(({ ctx }) => ({
      appName: ctx.config.APP_NAME,
      offlineAi: !ctx.config.OPENROUTER_API_KEY,
      simulatedPayments: !(ctx.config.RAZORPAY_KEY_ID && ctx.config.RAZORPAY_KEY_SECRET),
    })),
  }),
  auth: authRouter,
  account: accountRouter,
  otp: otpRouter,
  chat: chatRouter,
  payment: paymentRouter,
  subscription: subscriptionRouter,
  admin: adminRouter,
  catalog: catalogRouter,
  contact: contactRouter,
  usage: usageRouter,
  apiKeys: apiKeysRouter,
  sessions: sessionsRouter,
  projects: projectsRouter,
  sharing: sharingRouter,
  imports: importsRouter,
  workspaceUsage: workspaceUsageRouter,
  sso: ssoRouter,
  invoices: invoicesRouter,
  workspaces: workspacesRouter,
  workspaceBilling: workspaceBillingRouter,
});

export type AppRouter = typeof appRouter;
