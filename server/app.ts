import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyServerOptions } from "fastify";
import { TRPC_MAX_BATCH_SIZE } from "../shared/app";
import { openAiApiRest } from "./areas/api/openai-api.rest";
import { healthRoutes } from "./areas/health/health.routes";
import { ssoRoutes } from "./areas/sso";
import type { AppDeps } from "./core/app-deps";
import { contextFactory } from "./core/context";
import { AppError } from "./core/errors";
import { createMetrics, type Metrics } from "./core/metrics";
import { LOG_REDACT } from "./lib/logger";
import { LOG_SERIALIZERS } from "./lib/request-log";
import { clientBudgetPlugin } from "./plugins/client-budget";
import { metricsPlugin } from "./plugins/metrics";
import { restPlugin } from "./plugins/rest";
import { securityPlugin } from "./plugins/security";
import { spaPlugin } from "./plugins/spa";
import { type AppRouter, appRouter } from "./router";
import { createServices } from "./services";

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../dist/client", import.meta.url));

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  loggerInstance?: FastifyServerOptions["loggerInstance"];
  clientDir?: string;
}

// Every logger redacts `authorization` (server/lib/logger.ts); tests build theirs with it too.
export { LOG_REDACT };

const REQUEST_ID = /^[\w.:-]{1,64}$/;

export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const { config } = deps;
  const app = Fastify({
    // Whoever made the logger, request lines go through our serializer (no credential in a query string).
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance.child({}, { serializers: LOG_SERIALIZERS }) }
      : {
          logger: options.logger ?? { level: config.LOG_LEVEL, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
        }),
    // An upstream proxy's id is kept (if sane) so one request can be followed across hops.
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    routerOptions: { maxParamLength: 5000 },
  });
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  // Prometheus' figures (issue #34): kept only when someone can read them (METRICS_PORT or METRICS_TOKEN), so
  // they cost nothing otherwise; the chat's are told as they happen, the rest read when scraped.
  const metrics = config.METRICS_PORT || config.METRICS_TOKEN ? createMetrics() : null;
  const services = createServices(deps, app.log, metrics?.chat);
  metrics?.watch({
    streamsInProgress: () => services.chat.load().streams,
    admissionQueue: () => services.chat.load().queued,
    admissionActive: () => services.chat.load().active,
    degradedModels: () => services.chat.modelHealth().degraded,
    dbPool: () => ({
      total: deps.db.$pool.totalCount,
      idle: deps.db.$pool.idleCount,
      waiting: deps.db.$pool.waitingCount,
    }),
    jobQueueDepth: () => deps.jobs.depth(),
  });
  app.decorate("metrics", metrics);
  // Replies belong to the server: on shutdown each is stopped and stored before the pool closes.
  app.addHook("onClose", () => services.chat.drain());
  // The System page's figures (docs/operations.md#system-page): written every 10 s, the last ones at close.
  services.admin.system.start();
  app.addHook("onClose", () => services.admin.system.stop());
  // Billing e-mails are sent by whichever instance takes their job (deps.jobs.stop() ends the workers).
  services.billingNotices.start();
  // Stored bytes whose deletion failed are deleted again by whichever instance takes the sweep.
  services.fileDeletions.start(deps.jobs, config.FILES_SWEEP_SECONDS);
  // Imports (issue #33) are read and written by whichever instance takes their job.
  services.imports.startWorker();
  // GST invoices (issue #35) are issued and e-mailed by whichever instance takes their job or the sweep.
  services.invoices.start();
  // Razorpay's plans for today's prices (docs/product/subscriptions.md); subscribing ensures them again if this fails.
  void services.subscription.ensurePlans();
  if (metrics) await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  await app.register(securityPlugin, { origin: config.APP_ORIGIN, privatePrefixes: ["/api", "/trpc", "/v1"] });
  await app.register(clientBudgetPlugin, { perSecond: config.PUBLIC_REQUESTS_PER_SECOND });
  await app.register(healthRoutes, { db: deps.db });
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(deps, services),
      // One request must not run an unbounded number of procedures (a hundred logins, a hundred hashes).
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      onError({ error, path: procedure, req }) {
        // A domain error thrown while a streamed output is read arrives here unmapped (the formatter maps it): not a bug.
        if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof AppError))
          req.log.error({ err: error, procedure }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
  await app.register(restPlugin, { prefix: "/api", deps, services });
  // The browser's redirects of a sign-in through a workspace's provider: not REST operations (D210).
  await app.register(ssoRoutes, { prefix: "/api/sso", signIn: services.sso.signIn });
  await app.register(openAiApiRest, {
    prefix: "/v1",
    apiKeys: services.apiKeys,
    openAi: services.openAi,
    limiter: deps.limiter,
  });
  await app.register(spaPlugin, {
    dir: options.clientDir ?? DEFAULT_CLIENT_DIR,
    appName: config.APP_NAME,
    shareTitle: services.sharing.previewTitle,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

declare module "fastify" {
  interface FastifyInstance {
    /** The process's Prometheus figures (main.ts serves them on METRICS_PORT); null when not configured. */
    metrics: Metrics | null;
  }
}
