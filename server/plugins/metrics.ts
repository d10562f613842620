import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Metrics } from "../core/metrics";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator's figures (issue #34, docs/operations.md#metrics): every answer is timed by its route and
 * status; with METRICS_TOKEN, GET /metrics on the app's port answers only that bearer token (a 401 to anyone
 * else, never open). METRICS_PORT serves them apart (main.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { metrics: Metrics; token?: string }) => {
  const { metrics, token } = options;
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, not the address: one series per route however many ids pass through it.
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get("/metrics", async (request, reply) => {
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameToken(given, token))
      return reply.status(401).header("www-authenticate", "Bearer").send({ message: "A metrics token is required." });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
