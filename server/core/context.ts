import type { FastifyReply, FastifyRequest } from "fastify";
import { say } from "../../shared/server-messages";
import type { AppDeps } from "./app-deps";
import { bearerFrom } from "./bearer";
import { AppError } from "./errors";
import type { SessionService, UserViewer } from "./session.service";

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

/** The viewer, or the 401 every call that needs one answers. */
export function signedIn<V>(viewer: V | null): V {
  if (!viewer) throw new AppError("UNAUTHENTICATED", say("auth.required"));
  return viewer;
}

/** The signed-in person a request speaks for (from the session cache), for routes that skip tRPC. */
export async function requireUser(
  sessions: Pick<SessionService, "authenticateUser">,
  req: FastifyRequest,
): Promise<UserViewer> {
  return signedIn(await sessions.authenticateUser(bearerToken(req)));
}

export function contextFactory(deps: AppDeps, services: AreaServices) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    req,
    res,
    config: deps.config,
    services,
  });
}
