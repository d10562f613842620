import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { toHttpError } from "../lib/http-errors";
import { accountRest } from "../modules/account/account.rest";
import { adminRest } from "../modules/admin/admin.rest";
import { authRest } from "../modules/auth/auth.rest";
import { catalogRest } from "../modules/catalog/catalog.rest";
import { chatRest } from "../modules/chat/chat.rest";
import { contactRest } from "../modules/contact/contact.rest";
import { docsRest } from "../modules/docs/docs.rest";
import { otpRest } from "../modules/otp/otp.rest";
import { paymentRest } from "../modules/payment/payment.rest";
import { sessionsRest } from "../modules/sessions/sessions.rest";
import { usageRest } from "../modules/usage/usage.rest";
import type { AppDeps, Services } from "../services";
import { contextFactory } from "../trpc/context";
import { createCallerFactory } from "../trpc/init";
import { appRouter } from "../trpc/router";

const createCaller = createCallerFactory(appRouter);

/** Each area's documented /api paths. */
const REST_MODULES = [
  authRest,
  sessionsRest,
  accountRest,
  otpRest,
  chatRest,
  paymentRest,
  adminRest,
  catalogRest,
  contactRest,
  usageRest,
];
export type ApiCaller = ReturnType<typeof createCaller>;

export interface ApiRoute {
  method: string;
  url: string;
}

// Keyed by the HTTP server, which the root instance and every plugin scope share.
const registeredRoutes = new WeakMap<object, ApiRoute[]>();

/** Every route registered under /api and /v1 (with its prefix): the docs test holds the OpenAPI document to it. */
export function registeredApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return registeredRoutes.get(app.server) ?? [];
}

/** Records the routes registered from here on in this scope as documented ones. */
export function trackApiRoutes(app: FastifyInstance) {
  const routes = registeredRoutes.get(app.server) ?? [];
  registeredRoutes.set(app.server, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

declare module "fastify" {
  interface FastifyRequest {
    /** The tRPC procedures, called as this request: REST shims reuse them instead of re-implementing. */
    api: ApiCaller;
    /** The same, with a signal that streaming procedures stop on (the client went away). */
    streamingApi: (signal: AbortSignal) => ApiCaller;
  }
}

/** Sends the documented REST error body `{message, errors?}` (plus `cooldown` and the like). */
export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const http = toHttpError(error);
  if (http.unexpected) request.log.error({ err: error }, "request failed");
  if (http.retryAfter !== undefined) reply.header("retry-after", String(http.retryAfter));
  return reply
    .status(http.status)
    .send({ message: http.message, ...(http.errors ? { errors: http.errors } : {}), ...http.extra });
}

/**
 * Everything under /api, encapsulated: the caller decoration, the error table
 * and the 404 for unknown paths apply here and nowhere else.
 */
export async function restPlugin(app: FastifyInstance, options: { deps: AppDeps; services: Services }) {
  const makeContext = contextFactory(options.deps, options.services);
  trackApiRoutes(app);
  // Every documented body is JSON: anything else is a 415, not a string to validate.
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("api", null as unknown as ApiCaller);
  app.decorateRequest("streamingApi", null as unknown as (signal: AbortSignal) => ApiCaller);
  app.addHook("onRequest", async (req, res) => {
    req.api = createCaller(makeContext({ req, res }));
    req.streamingApi = (signal) => createCaller(makeContext({ req, res }), { signal });
  });
  app.setErrorHandler((error, request, reply) => sendRestError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No API endpoint ${request.method} ${request.url.split("?")[0]}` }),
  );
  for (const routes of REST_MODULES) await app.register(routes, { services: options.services });
  await app.register(docsRest, { appName: options.deps.config.APP_NAME });
}
