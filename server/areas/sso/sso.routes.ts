import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ssoStartQuery } from "../../../shared/sso";
import { AppError } from "../../core/errors";
import { requestLocale } from "../../core/request-meta";
import type { SsoSignIn } from "./sso-signin";

/** The SPA's pages for the end of a sign-in through a provider (client/lib/paths.ts PATHS.ssoSignedIn, ssoError). */
const SIGNED_IN_PAGE = "/sso/signed-in";
const ERROR_PAGE = "/sso/error";

function metaOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"], locale: requestLocale(request.headers) };
}

/**
 * Where a failed sign-in lands: the SPA's error page, with the message's key and values, shown in the reader's
 * language. An error that is not ours (a bug) is logged and shown as the provider's refusal, never a session.
 */
function sendToErrorPage(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const text = error instanceof AppError ? error.text : undefined;
  if (!text) request.log.error({ err: error }, "single sign-on failed");
  const params = new URLSearchParams({ code: text?.key ?? "sso.providerRefused" });
  for (const [name, value] of Object.entries(text?.values ?? {})) params.set(name, String(value));
  return reply.redirect(`${ERROR_PAGE}?${params}`, 303);
}

/**
 * The two addresses a browser is sent to during a sign-in through a workspace's provider
 * (docs/product/workspaces.md#single-sign-on). They answer with redirects, never JSON, so they are browser routes
 * beside the REST API rather than operations of its document (docs/decisions.md D210).
 */
export async function ssoRoutes(app: FastifyInstance, options: { signIn: SsoSignIn }) {
  const { signIn } = options;

  app.get("/start", async (request, reply) => {
    try {
      const parsed = ssoStartQuery.safeParse(request.query);
      if (!parsed.success) throw new AppError("BAD_REQUEST", { key: "sso.notConfigured" });
      return reply.redirect(await signIn.start(parsed.data, metaOf(request)), 303);
    } catch (error) {
      return sendToErrorPage(request, reply, error);
    }
  });

  app.get("/callback", async (request, reply) => {
    try {
      const query = new URLSearchParams(request.url.slice(request.url.indexOf("?") + 1 || request.url.length));
      const { session, returnTo } = await signIn.callback(query, metaOf(request));
      // The session goes to the SPA in the fragment, which no server or log sees (docs/decisions.md D206).
      const fragment = new URLSearchParams({ ...session, role: session.role });
      const next = returnTo ? `?${new URLSearchParams({ next: returnTo })}` : "";
      return reply.redirect(`${SIGNED_IN_PAGE}${next}#${fragment}`, 303);
    } catch (error) {
      return sendToErrorPage(request, reply, error);
    }
  });
}
