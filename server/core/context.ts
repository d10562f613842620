import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "./app-deps";
import { bearerFrom } from "./bearer";

/**
 * The areas' services, as server/services.ts composes them. Empty here because core sits below
 * the areas; the composition root adds its members by declaration merging.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging in server/services.ts
export interface AreaServices {}

export interface Context {
  req: FastifyRequest;
  res: FastifyReply;
  config: AppDeps["config"];
  services: AreaServices;
}

/** The request's bearer token, undefined without one; a malformed header is a 401 (`bearerFrom`). */
export function bearerToken(req: FastifyRequest): string | undefined {
  return bearerFrom(req.headers.authorization);
}

export function contextFactory(deps: AppDeps, services: AreaServices) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    req,
    res,
    config: deps.config,
    services,
  });
}
