import { billingSettingsSchema, DEFAULT_BILLING_SETTINGS } from "../shared/billing-settings";
import { createAccountService } from "./areas/account/account.service";
import { createAccountErasure } from "./areas/account/account-erasure.service";
import { createCustomInstructions } from "./areas/account/custom-instructions.service";
import { createAdminAuthService } from "./areas/admin/admin-auth.service";
import { createAdminCatalogService } from "./areas/admin/admin-catalog.service";
import { createAdminPaymentsService } from "./areas/admin/admin-payments.service";
import { createAdminRevenueService } from "./areas/admin/admin-revenue.service";
import { createAdminSubscriptionsService } from "./areas/admin/admin-subscriptions.service";
import { createAdminUsersService } from "./areas/admin/admin-users.service";
import { createAdminWorkspacesService } from "./areas/admin/admin-workspaces.service";
import { createSystemService } from "./areas/admin/system.service";
import { createApiKeyService } from "./areas/api/api-keys.service";
import { createOpenAiApiService } from "./areas/api/openai-api.service";
import { createAuthService } from "./areas/auth/auth.service";
import { createEmailChange } from "./areas/auth/email-change.service";
import { createOtpService } from "./areas/auth/otp.service";
import { createAccountSessionsService } from "./areas/auth/sessions.service";
import { createTwoFactorService } from "./areas/auth/two-factor.service";
import { createBillingNotices } from "./areas/billing/billing-notices.service";
import { createGatewayPlans } from "./areas/billing/gateway-plans";
import { createPaymentService } from "./areas/billing/payment.service";
import { createSubscriptionService } from "./areas/billing/subscription.service";
import { createSubscriptionEvents, type SubscriptionNotice } from "./areas/billing/subscription-webhook";
import { createCatalogService } from "./areas/catalog/catalog.service";
import { createAdmissionGate } from "./areas/chat/admission";
import { createChatService } from "./areas/chat/chat.service";
import { createConversationCopies } from "./areas/chat/conversation-copy";
import { createContactService } from "./areas/contact/contact.service";
import { createFileDeletions } from "./areas/files/file-deletions";
import { createFileUrls } from "./areas/files/file-url";
import { createFilesService } from "./areas/files/files.service";
import { createProjectFiles } from "./areas/files/project-files";
import { createImportsService } from "./areas/imports/imports.service";
import { enqueueInvoice } from "./areas/invoices";
import { createInvoices } from "./areas/invoices/invoices.service";
import { createProjectsService } from "./areas/projects/projects.service";
import { createSharingService } from "./areas/sharing/sharing.service";
import { createSso } from "./areas/sso/sso.service";
import { createUsageService } from "./areas/usage/usage.service";
import { createUsageReportService } from "./areas/usage/usage-report.service";
import { createWorkspaceAccess } from "./areas/workspaces/access";
import { createSeatBilling } from "./areas/workspaces/billing.service";
import { seatsCharged, seatsRenewalFailed } from "./areas/workspaces/billing-apply";
import { createInvoiceQueue } from "./areas/workspaces/billing-invoice-job";
import { createWorkspaceInvitations } from "./areas/workspaces/invitations.service";
import { createWorkspaceMembers } from "./areas/workspaces/members.service";
import { createWorkspaceRenewalMail } from "./areas/workspaces/renewal.mail";
import { createWorkspaceCaps } from "./areas/workspaces/usage-caps";
import { createWorkspaceUsage } from "./areas/workspaces/usage-dashboard";
import { createWorkspacesService } from "./areas/workspaces/workspaces.service";
import type { AppDeps } from "./core/app-deps";
import { listAudit } from "./core/audit";
import { createLoginGuards } from "./core/login-guard";
import { bothMeters, type ChatMeter, NO_CHAT_METER } from "./core/metrics";
import { createRecentAuth } from "./core/recent-auth";
import { createSessionService } from "./core/session.service";
import { createSettingsStore } from "./core/settings-store";
import { createStepTokenStore } from "./core/step-tokens";
import { hmacHex } from "./lib/hmac";
import { createRememberedLimiter } from "./lib/remembered-limiter";

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export function createServices(deps: AppDeps, log: Log, meter: ChatMeter = NO_CHAT_METER) {
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
  const usage = createUsageService({ db, bus, now, log, admitFromMemoryMs: config.ADMIT_FROM_MEMORY_MS });
  // Teams (issue #35): whether a person holds a seat in a workspace now, from memory, dropped on every change.
  const workspaceAccess = createWorkspaceAccess({ db, bus, now });
  // Bytes whose deletion failed are deleted again by a sweep (docs/product/files.md#removal).
  const fileDeletions = createFileDeletions({ db, store: deps.files, now, log });
  // Attached files (issue #30); their addresses are signed under a key of their own, derived from the user token key.
  const fileUrls = createFileUrls(hmacHex(config.JWT_SECRET, "nexgen-file-urls"), now);
  const files = createFilesService({ db, store: deps.files, usage, urls: fileUrls, deletions: fileDeletions, now });
  // A project's reference files (issue #33): uploaded through the files above, read by a turn in the project.
  const projectFiles = createProjectFiles({ db, files, urls: fileUrls });
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
    workspaceMail: createWorkspaceRenewalMail({ db, appOrigin: config.APP_ORIGIN, appName: config.APP_NAME }),
  });
  // Custom instructions (issue #33): saved from the profile, read by every chat turn of the SPA.
  const instructions = createCustomInstructions({ db, bus });
  // The admin System page's figures (issue #34, docs/operations.md#system-page): counted at the chat's meter,
  // written by each instance every 10 s; the chat's load and breakers are read when it writes or reports.
  const system = createSystemService({
    db,
    now,
    log,
    load: () => chat.load(),
    capacity: config.AI_MAX_CONCURRENT,
    breakers: () => chat.breakers(),
    jobQueueDepth: () => deps.jobs.depth(),
  });
  const chat = createChatService({
    db,
    bus,
    files,
    instructions: instructions.forTurn,
    ai: deps.ai,
    catalog,
    usage,
    seatFor: workspaceAccess.seatFor,
    limiter: deps.limiter,
    gate: createAdmissionGate({ capacity: config.AI_MAX_CONCURRENT, timeoutMs: config.AI_QUEUE_TIMEOUT_MS }),
    meter: bothMeters(meter, system.meter),
    // A reply's lease outlasts its longest wait and its longest answer.
    leaseMs: config.AI_QUEUE_TIMEOUT_MS + config.AI_TOTAL_TIMEOUT_MS + 60_000,
    now,
    log,
  });
  const apiKeys = createApiKeyService({
    db,
    bus,
    limiter: deps.limiter,
    secret: config.API_KEY_SECRET,
    now,
    // Teams (issue #35): a workspace's key bills there while its owner holds a seat.
    seatFor: workspaceAccess.seatFor,
    noSeat: chat.billing.noSeat,
  });
  // Sudo mode: sensitive changes need the password (and code) proved on the session within 10 minutes.
  const recentAuth = createRecentAuth({ db, twoFactor, now });
  // A sign-in's second-step token opens one session (users and administrators alike).
  const stepTokens = createStepTokenStore(db);
  // Single sign-on (issue #35): workspace domains, their provider, and signing in through it.
  const sso = createSso({ db, bus, sessions, mailer: deps.mailer, limiter: deps.limiter, config, now, log });
  const auth = createAuthService({
    db,
    ssoRequiredFor: sso.signIn.requiredFor,
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
  // Subscriptions (issue #32): the webhook's `subscription.*` events and verify share one state machine.
  // A workspace's subscription charged sets its seats in the same transaction (issue #35).
  const subscriptionEvents = createSubscriptionEvents({
    gateway: deps.payments,
    log,
    workspaceCharge: seatsCharged,
    workspaceRenewalFailed: seatsRenewalFailed,
  });
  // A payment committed: its receipt e-mail and, for a workspace's, its GST invoice job (issue #35).
  const queueInvoice = createInvoiceQueue({
    db,
    enqueueInvoice: (paymentId) => enqueueInvoice(deps.jobs, paymentId),
    log,
  });
  const onPaid = (paymentId: string) => {
    billingNotices.paid(paymentId);
    queueInvoice(paymentId);
  };
  const gatewayPlans = createGatewayPlans({ db, gateway: deps.payments });
  // Buying a workspace's seats (issue #35): orders and subscriptions for a workspace, applied to its row.
  const seatBilling = createSeatBilling({
    db,
    bus,
    gateway: deps.payments,
    plans: gatewayPlans,
    events: subscriptionEvents,
    onPaid,
    now,
  });
  // The renewal-failed and halted e-mails, queued once the webhook's transaction has committed (the sweep
  // finds any that a crash in between lost).
  const onSubscriptionNotice: SubscriptionNotice = billingNotices.subscriptionNotice;
  const subscription = createSubscriptionService({
    db,
    bus,
    gateway: deps.payments,
    plans: gatewayPlans,
    events: subscriptionEvents,
    onPaid,
    onSubscriptionNotice,
    now,
    log,
  });
  // Projects (issue #33): folders of conversations with instructions and reference files; deleting one with
  // its conversations deletes each the way the history does (docs/decisions.md D156).
  const projects = createProjectsService({ db, usage, files: projectFiles, removeConversation: chat.remove });
  const conversationCopies = createConversationCopies({ db, now });
  // Import (issue #33): uploaded exports become jobs of the conversation-import queue (docs/product/import.md).
  const imports = createImportsService({
    db,
    store: deps.files,
    projects,
    copies: conversationCopies,
    jobs: deps.jobs,
    removeBytes: fileDeletions.remove,
    now,
    log,
  });
  const erasure = createAccountErasure({
    bus,
    // An erased person's unfinished imports keep zips in the store: their bytes go as the attached files' do.
    files: {
      keysOfUser: async (userId) => [...(await files.keysOfUser(userId)), ...(await imports.keysOfUser(userId))],
      forget: files.forget,
    },
    endSubscriptions: subscription.endForErasure,
    mailer: deps.mailer,
    appName: config.APP_NAME,
    now,
    log,
  });
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
      onPaid,
      onRefunded: billingNotices.refunded,
      completeWorkspaceOrder: seatBilling.completeOrder,
      subscriptionEvents,
      onSubscriptionNotice,
      now,
      log,
    }),
    subscription,
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
    instructions,
    // Projects (issue #33): folders of conversations with instructions and reference files.
    projects,
    projectFiles,
    // Whole conversations written at once: "Continue in my chats" and import (issue #33).
    conversationCopies,
    imports,
    // Share links (issue #33): read-only snapshots at /share/<id>; "Continue in my chats" writes a copy.
    sharing: createSharingService({
      db,
      limiter: deps.limiter,
      now,
      conversation: chat.conversation,
      copies: conversationCopies,
      files,
    }),
    account: createAccountService({
      db,
      erasure,
      twoFactor,
      limiter: deps.limiter,
      files,
      now,
    }),
    catalog,
    usage,
    files,
    apiKeys,
    openAi: createOpenAiApiService({
      db,
      chat,
      // Its windows are counted from memory between readings, so a request waits for no round trip (D222).
      limiter: createRememberedLimiter(deps.planLimiter),
      perKeyPerMinute: config.API_KEY_REQUESTS_PER_MINUTE,
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
      subscriptions: createAdminSubscriptionsService({ db, now }),
      payments: createAdminPaymentsService({
        db,
        bus,
        gateway: deps.payments,
        onRefunded: billingNotices.refunded,
        endSubscription: subscription.endForRefund,
        now,
      }),
      revenue: createAdminRevenueService({ db, now }),
      workspaces: createAdminWorkspacesService({ db, bus, now }),
      catalog: createAdminCatalogService({ db, bus }),
      audit: { list: (page: number, pageSize: number) => listAudit(db, page, pageSize) },
      usage: createUsageReportService({ db, usage, now }),
      billingSettings,
      system,
    },
    contact: createContactService(deps),
    billingNotices,
    workspaceAccess,
    // Teams (issue #35): caps settings and the usage dashboard (docs/product/workspaces.md#usage-dashboard).
    workspaceUsage: { ...createWorkspaceUsage({ db, now }), ...createWorkspaceCaps({ bus }) },
    sso,
    // GST invoices of workspace payments (issue #35): issued and e-mailed by the `invoice.issue` job and a sweep.
    invoices: createInvoices({
      db,
      jobs: deps.jobs,
      mailer: deps.mailer,
      seller,
      now,
      appName: config.APP_NAME,
      sweepSeconds: config.BILLING_SWEEP_SECONDS,
      log,
    }),
    // Teams (issue #35): workspaces, their members and invitations by e-mail.
    workspaces: createWorkspacesService({ db, bus, now }),
    workspaceMembers: createWorkspaceMembers({ db, bus }),
    workspaceInvitations: createWorkspaceInvitations({
      db,
      bus,
      mailer: deps.mailer,
      limiter: deps.limiter,
      appName: config.APP_NAME,
      appOrigin: config.APP_ORIGIN,
      now,
      log,
    }),
    seatBilling,
    fileDeletions,
  };
}

export type Services = ReturnType<typeof createServices>;

// The tRPC context (core/context.ts) carries these services; core cannot import this file, which
// sits above the areas, so the composition root fills core's empty interface in (declaration merging).
declare module "./core/context" {
  interface AreaServices extends Services {}
}
