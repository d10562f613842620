import { createHmac } from "node:crypto";
import path from "node:path";
import type { Logger } from "pino";
import type { AppDeps } from "./core/app-deps";
import { createChangeBus } from "./core/change-bus";
import type { Config } from "./core/config";
import { type AiProvider, createOpenRouterProvider } from "./lib/ai-provider";
import type { Db } from "./lib/db";
import { createDiskFileStore, createS3FileStore, type FileStore } from "./lib/file-store";
import { createJobQueue } from "./lib/job-queue";
import { createMailer } from "./lib/mailer";
import { createOfflineProvider } from "./lib/offline-provider";
import { createRazorpayGateway, createSimulatedGateway, type PaymentGateway } from "./lib/payment-gateway";
import { createPostgresRateLimiter, createRedisRateLimiter, type RateLimiter, unlimited } from "./lib/rate-limit";
import { createTokenService } from "./lib/tokens";

async function sharedCounters(config: Config, db: Db): Promise<RateLimiter> {
  if (config.REDIS_URL) return createRedisRateLimiter(config.REDIS_URL);
  return createPostgresRateLimiter(db);
}

/** The abuse throttles (RATE_LIMITS=off turns them off for test harnesses) and the plan's own limits (never off). */
async function rateLimiters(config: Config, db: Db): Promise<Pick<AppDeps, "limiter" | "planLimiter">> {
  const counters = await sharedCounters(config, db);
  return { limiter: config.RATE_LIMITS === "off" ? unlimited : counters, planLimiter: counters };
}

function aiProvider(config: Config): AiProvider {
  if (!config.OPENROUTER_API_KEY) return createOfflineProvider();
  return createOpenRouterProvider({
    baseUrl: config.OPENROUTER_BASE_URL,
    apiKey: config.OPENROUTER_API_KEY,
    appName: config.APP_NAME,
    appOrigin: config.APP_ORIGIN,
    idleTimeoutMs: config.AI_IDLE_TIMEOUT_MS,
    totalTimeoutMs: config.AI_TOTAL_TIMEOUT_MS,
  });
}

function paymentGateway(config: Config, db: Db): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET)
    return createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  // Production refuses to start without keys (config.ts), so this is development only.
  return createSimulatedGateway({
    secret: createHmac("sha256", config.JWT_SECRET).update("simulated-razorpay").digest("hex"),
    lookupOrder: (orderId) =>
      db.payment.findUnique({ where: { razorpayOrderId: orderId }, select: { amount: true, currency: true } }),
    lookupSubscription: async (subscriptionId) => {
      const row = await db.subscription.findUnique({
        where: { razorpaySubscriptionId: subscriptionId },
        select: {
          amount: true,
          period: true,
          status: true,
          startAt: true,
          currentStart: true,
          currentEnd: true,
          chargeAt: true,
          paidCount: true,
          cancelAtCycleEnd: true,
          endedAt: true,
          gatewayPlan: { select: { razorpayPlanId: true } },
        },
      });
      return row ? { ...row, currency: "INR", razorpayPlanId: row.gatewayPlan.razorpayPlanId } : null;
    },
  });
}

/** S3_BUCKET set: the shared bucket several instances need; otherwise this machine's DATA_DIR/files. */
function fileStore(config: Config): FileStore {
  if (!config.S3_BUCKET) return createDiskFileStore(path.join(config.DATA_DIR, "files"));
  return createS3FileStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** The adapters to the outside world, as configured. Tests override single ones. */
export async function createAppDeps(config: Config, db: Db, log: Logger): Promise<AppDeps> {
  const bus = createChangeBus({ db, log });
  // Caches work from the first request on; if the database refuses now, the bus keeps retrying.
  await bus.ready;
  return {
    config,
    db,
    tokens: createTokenService({ user: config.JWT_SECRET, admin: config.ADMIN_JWT_SECRET }),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM ?? `${config.APP_NAME} <no-reply@localhost>`,
      log,
    }),
    ...(await rateLimiters(config, db)),
    ai: aiProvider(config),
    payments: paymentGateway(config, db),
    files: fileStore(config),
    bus,
    // Its own few connections to the same database (pg-boss keeps its tables in the `pgboss` schema).
    jobs: await createJobQueue({ connection: db.$pool.options, log }),
  };
}
