import type { IncomingHttpHeaders } from "node:http";
import { type Locale, localeFromAcceptLanguage, localeFromCookie } from "../../shared/locales";
import type { Context } from "./context";

/**
 * The language a request asks for: the visitor's `lang` cookie (their choice on the site), else their
 * browser's Accept-Language. Mails sent to someone without an account yet (the sign-up code) follow it.
 */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  return localeFromCookie(headers.cookie) ?? localeFromAcceptLanguage(headers["accept-language"]);
}

/** Who is asking, for throttling and the session record. */
export function requestMeta(ctx: Context) {
  return { ip: ctx.req.ip, userAgent: ctx.req.headers["user-agent"], locale: requestLocale(ctx.req.headers) };
}
