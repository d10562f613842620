import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, Services } from "../services";

export interface Context {
  req: FastifyRequest;
  res: FastifyReply;
  config: AppDeps["config"];
  services: Services;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

export function contextFactory(deps: AppDeps, services: Services) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    req,
    res,
    config: deps.config,
    services,
  });
}
