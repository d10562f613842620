import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Strict CSP the SPA works under: our own scripts and styles only, API calls to
 * our own origin. Razorpay Checkout is the one third party, and only on the
 * hosts it loads from.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "https://checkout.razorpay.com"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:", "https://*.razorpay.com"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "https://*.razorpay.com"],
    frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Helmet's options for a site at `origin`. Strict-Transport-Security only when
 * it is https: browsers ignore it over plain http, and if a site served on http
 * (localhost in development) were ever reached over https, it would pin the
 * whole host, every port on it, to https for a year.
 */
export function helmetOptions(origin: string): HelmetOptions {
  return {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: new URL(origin).protocol === "https:",
  };
}

/**
 * Helmet's headers, worked out once. With no per-request nonce they are the same
 * for every response, and building them per request (as @fastify/helmet does)
 * cost ~3% of the CPU of a cheap API call.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middleware is synchronous; if that ever changed, fail at start, not with missing headers.
  if (!finished || !headers["content-security-policy"]) throw new Error("helmet did not produce its headers");
  return headers;
}

export interface SecurityOptions {
  /** The site's public origin (APP_ORIGIN): Strict-Transport-Security only when it is https. */
  origin: string;
  /**
   * Path prefixes whose responses are private (tokens, profiles, conversations):
   * `Cache-Control: no-store` unless the route sets its own cache-control.
   */
  privatePrefixes: readonly string[];
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headers = securityHeaders(helmetOptions(options.origin));
    // Set before the route runs, so a route (or @fastify/static) that sets its own cache-control replaces it.
    const privateHeaders = { ...headers, "cache-control": "no-store" };
    const isPrivate = (url: string) =>
      options.privatePrefixes.some((prefix) => {
        if (!url.startsWith(prefix)) return false;
        const next = url.charAt(prefix.length);
        return next === "" || next === "/" || next === "?";
      });
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isPrivate(request.url) ? privateHeaders : headers);
      done();
    });
  },
  { name: "security" },
);
