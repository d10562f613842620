import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { englishText, say } from "../../shared/server-messages";
import { API_OPERATIONS } from "../api-operations";
import { type ProcedureMeta, trpcRefusalBody } from "../core/trpc";
import { routeOf, takesToken } from "../docs/operation";
import { createTokenBuckets } from "../lib/token-buckets";
import { appRouter } from "../router";

const TRPC = "/trpc/";
const API = "/api/";

/** `METHOD /api/path/:param` of every REST route that takes a token: the rest of /api is open to anyone. */
const SIGNED_IN_ROUTES = new Set(
  API_OPERATIONS.filter((operation) => takesToken(operation.auth)).map((operation) => {
    const { method, url } = routeOf(operation);
    return `${method} ${operation.prefix ?? "/api"}${url}`;
  }),
);

type FlatProcedures = Record<string, { _def: { meta?: ProcedureMeta } }>;

/** The tRPC procedures built for a signed-in caller (ProcedureMeta.signIn); any other anyone may call. */
const SIGNED_IN_PROCEDURES = new Set(
  // At run time tRPC keeps every procedure here by its dotted path (its types show the nested routers).
  Object.entries(appRouter._def.procedures as unknown as FlatProcedures)
    .filter(([, procedure]) => procedure._def.meta?.signIn)
    .map(([path]) => path),
);

type Open = { kind: "rest" } | { kind: "trpc"; paths: string[]; batch: boolean };

/** What of the request anyone may call, or null when it needs a token (or is not an API call at all). */
function openCall(request: FastifyRequest, path: string): Open | null {
  if (path.startsWith(TRPC)) {
    let names: string;
    try {
      names = decodeURIComponent(path.slice(TRPC.length));
    } catch {
      names = path.slice(TRPC.length);
    }
    const paths = names.split(",");
    if (paths.every((name) => SIGNED_IN_PROCEDURES.has(name))) return null;
    return { kind: "trpc", paths, batch: /[?&]batch=1(&|$)/.test(request.url) };
  }
  if (!path.startsWith(API)) return null;
  const method = request.method === "HEAD" ? "GET" : request.method;
  return SIGNED_IN_ROUTES.has(`${method} ${request.routeOptions.url}`) ? null : { kind: "rest" };
}

/**
 * A budget per client address on the endpoints anyone may call (/api and
 * /trpc without a token: the catalogue, login, sign-up, codes, contact…), so
 * one client flooding them cannot slow everyone else's logins. Over it, a 429
 * with Retry-After, answered before the request is parsed further. Calls that
 * take a token have their own limits; static files, /healthz and /v1 are not counted.
 */
export const clientBudgetPlugin = fp(
  async (app: FastifyInstance, options: { perSecond: number }) => {
    if (options.perSecond <= 0) return;
    // Bursts of twice the rate: a page load's calls at once stay well inside.
    const buckets = createTokenBuckets({ perSecond: options.perSecond, burst: Math.max(1, options.perSecond * 2) });
    app.addHook("onRequest", (request, reply, done) => {
      const mark = request.url.indexOf("?");
      const call = openCall(request, mark === -1 ? request.url : request.url.slice(0, mark));
      const wait = call ? buckets.take(request.ip) : 0;
      if (!call || wait === 0) return done();
      // Answered as cheaply as it can be (no Error, the body serialised here): refusing is the point.
      const message = say("request.tooManyFromAddress", { seconds: wait });
      const body =
        call.kind === "rest"
          ? { message: englishText(message), code: message.key }
          : trpcRefusalBody({ code: "TOO_MANY_REQUESTS", message, retryAfter: wait }, call.paths, call.batch);
      reply
        .header("retry-after", String(wait))
        .header("content-type", "application/json; charset=utf-8")
        .status(429)
        .send(JSON.stringify(body));
    });
  },
  { name: "client-budget" },
);
