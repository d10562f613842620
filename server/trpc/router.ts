import { accountRouter } from "../modules/account/account.router";
import { adminRouter } from "../modules/admin/admin.router";
import { apiKeysRouter } from "../modules/api-keys/api-keys.router";
import { authRouter } from "../modules/auth/auth.router";
import { catalogRouter } from "../modules/catalog/catalog.router";
import { chatRouter } from "../modules/chat/chat.router";
import { contactRouter } from "../modules/contact/contact.router";
import { otpRouter } from "../modules/otp/otp.router";
import { paymentRouter } from "../modules/payment/payment.router";
import { sessionsRouter } from "../modules/sessions/sessions.router";
import { usageRouter } from "../modules/usage/usage.router";
import { publicProcedure, router } from "./init";

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
  admin: adminRouter,
  catalog: catalogRouter,
  contact: contactRouter,
  usage: usageRouter,
  apiKeys: apiKeysRouter,
  sessions: sessionsRouter,
});

export type AppRouter = typeof appRouter;
