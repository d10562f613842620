import { PATHS } from "./paths";
/**
 * Where /login sends a person back to after signing in (issue #13): the page
 * that sent them there, carried in `?next=`. Anyone can craft a login link, so
 * only a path on this site is followed; anything else lands on "/" as before.
 */
export const RETURN_PARAM = "next";

// Resolving against a fixed origin shows whether the browser would stay on this site.
const ORIGIN = "https://return-to.invalid";

/**
 * The path to return to, or null when `value` is not a same-origin relative
 * path: it must start with exactly one "/" ("//host" and "/\host" are other
 * sites to a browser), carry no scheme, and hold no backslash or control
 * character (browsers turn "\" into "/" and drop tabs and newlines, so
 * "/\t/host" would become "//host"). /login itself is refused, so a login never
 * leads back to a login.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === PATHS.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering `from` (path and query) when it is a page worth coming back to. */
export function loginPath(from?: string | null, extra?: Record<string, string>): string {
  const params = new URLSearchParams(extra);
  const next = safeReturnPath(from);
  if (next && next !== "/") params.set(RETURN_PARAM, next);
  const query = params.toString();
  return query ? `${PATHS.login}?${query}` : PATHS.login;
}
