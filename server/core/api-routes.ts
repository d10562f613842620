import type { FastifyInstance } from "fastify";

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
