import { say } from "../../shared/server-messages";
import { AppError } from "./errors";

/**
 * `Authorization: Bearer <token>` as RFC 7235 and RFC 6750 write it: the scheme
 * in any case, one or more spaces, one token68 (base64url letters, `.`, `~`,
 * `+`, `/`, then `=` padding), and nothing after it.
 */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The one reading of the Authorization header for every surface (REST, tRPC,
 * the zip download, `/v1`): the token, or undefined when the header is absent
 * (the caller decides whether that is allowed). Anything else (another scheme,
 * no token, trailing words, a second header) is refused with a 401 that says
 * what the header must look like, never read leniently.
 */
export function bearerFrom(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const token = typeof header === "string" ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw new AppError("UNAUTHENTICATED", say("auth.malformedAuthorization"));
  return token;
}
