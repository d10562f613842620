/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying
 * it: the server verifies; the client only wants to know whether the token is
 * worth sending. undefined: decodable but without exp. null: not a JWT.
 */
export function jwtExpiry(token: string): number | undefined | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (!claims || typeof claims !== "object") return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return null;
  }
}

/**
 * docs/product/data.md#states-and-transitions "Chat authentication": a token counts when it is present, is a JWT
 * and its expiry claim (if any) has not passed at `nowMs`.
 */
export function isTokenUnexpired(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const exp = jwtExpiry(token);
  if (exp === null) return false;
  return exp === undefined || exp * 1000 > nowMs;
}
