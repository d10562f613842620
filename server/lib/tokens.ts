import { randomUUID } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

export type Audience = "user" | "admin";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Long enough to open an authenticator app and type a code, short enough to be useless when stolen. */
export const STEP_TOKEN_TTL_SECONDS = 5 * 60;
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

/**
 * What a sign-in still needs after the password: a code from the account's
 * authenticator ("mfa"), or, for an administrator who must have one, setting
 * one up ("mfa-enrol").
 */
export type StepPurpose = "mfa" | "mfa-enrol";

export interface StepClaims {
  subject: string;
  rememberMe: boolean;
  /** The token's own id (`jti`): a step token opens one session, so its id is recorded as spent. */
  id: string;
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
  /** A token for the second step of a sign-in; it opens nothing by itself. */
  signStep(audience: Audience, purpose: StepPurpose, subject: string, rememberMe: boolean): Promise<string>;
  /** The claims of a valid step token of that audience and purpose, or null. */
  verifyStep(audience: Audience, purpose: StepPurpose, token: string): Promise<StepClaims | null>;
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
  // Its own audience and type: an access check never accepts a step token, nor the reverse.
  const stepAud = (audience: Audience, purpose: StepPurpose) => `${ISSUER}:${audience}:${purpose}`;
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
    signStep(audience, purpose, subject, rememberMe) {
      return new SignJWT({ typ: purpose, rm: rememberMe })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setJti(randomUUID())
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(stepAud(audience, purpose))
        .setIssuedAt()
        .setExpirationTime(`${STEP_TOKEN_TTL_SECONDS}s`)
        .sign(keys[audience]);
    },
    async verifyStep(audience, purpose, token) {
      try {
        const { payload } = await jwtVerify(token, keys[audience], {
          issuer: ISSUER,
          audience: stepAud(audience, purpose),
          algorithms: ["HS256"],
          requiredClaims: ["sub", "exp", "jti"],
        });
        if (payload.typ !== purpose || !payload.sub || !payload.jti) return null;
        return {
          subject: payload.sub,
          rememberMe: payload.rm === true,
          id: payload.jti,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
