import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

export type Audience = "user" | "admin";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "nexgen-ai";
const TYPE = "access";
/** Verified tokens kept in memory: enough for every client active within 15 minutes on a busy instance. */
const VERIFIED_TOKENS_MAX = 20_000;

export interface AccessClaims {
  /** The user's or admin's id. */
  subject: string;
  /** The server-side session the token belongs to. */
  sessionId: string;
  /** Which of the session's tokens this is: only the latest may be used or refreshed. */
  generation: number;
  expiresAt: Date;
}

export interface TokenService {
  sign(audience: Audience, subject: string, sessionId: string, generation?: number): Promise<string>;
  /**
   * The claims of a valid token for that audience, or null (expired, forged,
   * other audience). `allowExpiredFor` accepts a token that expired at most
   * that many seconds ago: refresh trusts the server-side session, not `exp`.
   */
  verify(audience: Audience, token: string, options?: { allowExpiredFor?: number }): Promise<AccessClaims | null>;
}

/**
 * User and admin tokens use different keys *and* audiences, so neither can be
 * replayed against the other's procedures even if one key leaked.
 */
export function createTokenService(secrets: Record<Audience, string>): TokenService {
  const keys = {
    user: new TextEncoder().encode(secrets.user),
    admin: new TextEncoder().encode(secrets.admin),
  };
  const aud = (audience: Audience) => `${ISSUER}:${audience}`;
  // A signed-in client sends the same token with every request for 15 minutes.
  // Checking its HMAC each time costs a hop to libuv's threadpool (WebCrypto),
  // which argon2 keeps busy during a login flood; a token already verified,
  // byte for byte, needs no second check until it expires.
  const verified = new Map<string, AccessClaims>();

  return {
    sign(audience, subject, sessionId, generation = 0) {
      return new SignJWT({ sid: sessionId, gen: generation, typ: TYPE })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(aud(audience))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(keys[audience]);
    },
    async verify(audience, token, options = {}) {
      const key = `${audience} ${token}`;
      if (options.allowExpiredFor === undefined) {
        const known = verified.get(key);
        if (known && known.expiresAt.getTime() > Date.now()) return known;
        if (known) verified.delete(key);
      }
      try {
        const { payload } = await jwtVerify(token, keys[audience], {
          issuer: ISSUER,
          audience: aud(audience),
          algorithms: ["HS256"],
          requiredClaims: ["sub", "sid", "exp"],
          clockTolerance: options.allowExpiredFor ?? 0,
        });
        if (payload.typ !== TYPE || typeof payload.sid !== "string" || !payload.sub) return null;
        const generation = payload.gen ?? 0;
        if (!Number.isSafeInteger(generation)) return null;
        const claims = {
          subject: payload.sub,
          sessionId: payload.sid,
          generation: generation as number,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
        if (options.allowExpiredFor === undefined) {
          // Oldest first (insertion order): a full cache drops the longest-held tokens.
          if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
          verified.set(key, claims);
        }
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
