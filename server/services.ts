import { billingSettingsSchema, DEFAULT_BILLING_SETTINGS } from "../shared/billing";
import type { Config } from "./config";
import { createAdmissionGate } from "./lib/admission";
import type { AiProvider } from "./lib/ai-provider";
import type { ChangeBus } from "./lib/change-bus";
import type { Db } from "./lib/db";
import type { JobQueue } from "./lib/job-queue";
import type { Mailer } from "./lib/mailer";
import type { PaymentGateway } from "./lib/payment-gateway";
import type { RateLimiter } from "./lib/rate-limit";
import type { TokenService } from "./lib/tokens";
import { createAccountService } from "./modules/account/account.service";
import { createAccountErasure } from "./modules/account/account-erasure.service";
import { createAdminAuthService } from "./modules/admin/admin-auth.service";
import { createAdminCatalogService } from "./modules/admin/admin-catalog.service";
import { createAdminPaymentsService } from "./modules/admin/admin-payments.service";
import { createAdminRevenueService } from "./modules/admin/admin-revenue.service";
import { createAdminUsersService } from "./modules/admin/admin-users.service";
import { listAudit } from "./modules/admin/audit.service";
import { createApiKeyService } from "./modules/api-keys/api-keys.service";
import { createAuthService } from "./modules/auth/auth.service";
import { createEmailChange } from "./modules/auth/email-change.service";
import { createLoginGuards } from "./modules/auth/login-guard";
import { createRecentAuth } from "./modules/auth/recent-auth";
import { createSessionService } from "./modules/auth/session.service";
import { createStepTokenStore } from "./modules/auth/step-tokens";
import { createBillingNotices } from "./modules/billing/billing-notices.service";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createChatService } from "./modules/chat/chat.service";
import { createContactService } from "./modules/contact/contact.service";
import { createOpenAiApiService } from "./modules/openai-api/openai-api.service";
import { createOtpService } from "./modules/otp/otp.service";
import { createPaymentService } from "./modules/payment/payment.service";
import { createAccountSessionsService } from "./modules/sessions/sessions.service";
import { createSettingsStore } from "./modules/settings/settings-store";
import { createTwoFactorService } from "./modules/two-factor/two-factor.service";
import { createUsageService } from "./modules/usage/usage.service";
import { createUsageReportService } from "./modules/usage/usage-report.service";

/** What the outside world hands the app; tests pass real local stand-ins. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  ai: AiProvider;
  payments: PaymentGateway;
  /** Announces changes to every instance; caches listen. Close it with the app. */
  bus: ChangeBus;
  /** Durable jobs on PostgreSQL (billing e-mails); the app starts its workers. Stop it after the app closes. */
  jobs: JobQueue;
  /** The clock; tests move it to expire codes and plans. */
  now?: () => Date;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export function createServices(deps: AppDeps, log: Log) {
  const now = deps.now ?? (() => new Date());
  const { db, config, bus } = deps;
  const sessions = createSessionService({ db, tokens: deps.tokens, now, bus });
  const otp = createOtpService({
    db,
    mailer: deps.mailer,
    now,
    appName: config.APP_NAME,
    secret: config.OTP_SECRET,
    log,
  });
  // One lockout per account and client for every place a password or code is tried.
  const guards = createLoginGuards(deps.limiter);
  const twoFactor = createTwoFactorService({
    db,
    limiter: deps.limiter,
    guards,
    mailer: deps.mailer,
    now,
    appName: config.APP_NAME,
    secret: config.OTP_SECRET,
    adminRequired: config.ADMIN_REQUIRE_2FA,
    log,
  });
  const catalog = createCatalogService({ db, bus });
  const usage = createUsageService({ db, bus, now, log });
  const billingSettings = createSettingsStore(
    { db, bus, log },
    {
      key: "billing",
      schema: billingSettingsSchema,
      defaults: DEFAULT_BILLING_SETTINGS,
    },
  );
  const seller = async () => ({ ...(await billingSettings.get()), appName: config.APP_NAME });
  const billingNotices = createBillingNotices({
    db,
    jobs: deps.jobs,
    mailer: deps.mailer,
    seller,
    now,
    appName: config.APP_NAME,
    appOrigin: config.APP_ORIGIN,
    sweepSeconds: config.BILLING_SWEEP_SECONDS,
    retrySeconds: config.BILLING_RETRY_SECONDS,
    log,
  });
  const chat = createChatService({
    db,
    bus,
    ai: deps.ai,
    catalog,
    usage,
    limiter: deps.limiter,
    gate: createAdmissionGate({ capacity: config.AI_MAX_CONCURRENT, timeoutMs: config.AI_QUEUE_TIMEOUT_MS }),
    // A reply's lease outlasts its longest wait and its longest answer.
    leaseMs: config.AI_QUEUE_TIMEOUT_MS + config.AI_TOTAL_TIMEOUT_MS + 60_000,
    now,
    log,
  });
  const apiKeys = createApiKeyService({ db, bus, limiter: deps.limiter, secret: config.API_KEY_SECRET, now });
  // Sudo mode: sensitive changes need the password (and code) proved on the session within 10 minutes.
  const recentAuth = createRecentAuth({ db, twoFactor, now });
  // A sign-in's second-step token opens one session (users and administrators alike).
  const stepTokens = createStepTokenStore(db);
  const auth = createAuthService({
    db,
    sessions,
    otp,
    limiter: deps.limiter,
    tokens: deps.tokens,
    twoFactor,
    stepTokens,
    guard: guards.user,
    recentAuth,
    now,
  });
  // One erasure for "Delete my account" and an admin's delete (issue #17).
  const erasure = createAccountErasure({ bus, mailer: deps.mailer, appName: config.APP_NAME, now, log });
  return {
    sessions,
    accountSessions: createAccountSessionsService({ db, sessions }),
    otp,
    chat,
    payment: createPaymentService({
      db,
      bus,
      gateway: deps.payments,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      seller,
      onPaid: billingNotices.paid,
      onRefunded: billingNotices.refunded,
      now,
      log,
    }),
    auth,
    twoFactor,
    recentAuth,
    emailChange: createEmailChange({
      db,
      otp,
      sessions,
      limiter: deps.limiter,
      mailer: deps.mailer,
      appName: config.APP_NAME,
      now,
      log,
    }),
    account: createAccountService({
      db,
      erasure,
      twoFactor,
      limiter: deps.limiter,
      now,
    }),
    catalog,
    usage,
    apiKeys,
    openAi: createOpenAiApiService({
      db,
      catalog,
      chat,
      limiter: deps.limiter,
      perPersonPerMinute: config.API_PERSON_REQUESTS_PER_MINUTE,
    }),
    admin: {
      auth: createAdminAuthService({
        db,
        sessions,
        tokens: deps.tokens,
        twoFactor,
        stepTokens,
        guard: guards.admin,
        recentAuth,
        requireTwoFactor: config.ADMIN_REQUIRE_2FA,
        now,
      }),
      users: createAdminUsersService({ db, bus, erasure, now }),
      payments: createAdminPaymentsService({
        db,
        bus,
        gateway: deps.payments,
        onRefunded: billingNotices.refunded,
        now,
      }),
      revenue: createAdminRevenueService({ db, now }),
      catalog: createAdminCatalogService({ db, bus }),
      audit: { list: (page: number, pageSize: number) => listAudit(db, page, pageSize) },
      usage: createUsageReportService({ db, usage, now }),
      billingSettings,
    },
    contact: createContactService(deps),
    billingNotices,
  };
}

export type Services = ReturnType<typeof createServices>;
