import type { FastifyReply, FastifyRequest } from "fastify";
import { bearerFrom } from "../lib/bearer";
import type { AppDeps, Services } from "../services";

export interface Context {
  req: FastifyRequest;
  res: FastifyReply;
  config: AppDeps["config"];
  services: Services;
}

/** The request's bearer token, undefined without one; a malformed header is a 401 (`bearerFrom`). */
export function bearerToken(req: FastifyRequest): string | undefined {
  return bearerFrom(req.headers.authorization);
}

export function contextFactory(deps: AppDeps, services: Services) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    req,
    res,
    config: deps.config,
    services,
  });
}
