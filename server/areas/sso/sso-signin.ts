import { DEFAULT_LOCALE } from "../../../shared/locales";
import { effectiveRole } from "../../../shared/plans";
import { say } from "../../../shared/server-messages";
import { emailDomain, SSO_LOGIN_MINUTES } from "../../../shared/sso";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { SessionMeta, SessionService } from "../../core/session.service";
import { type ThrottleRule, throttle } from "../../core/throttle";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import { sha256 } from "../auth";
import { discoverProvider, oidc } from "./oidc-provider-client";
import { accountForSignIn } from "./sso-account";
import type { SsoSettings } from "./sso-settings";

const LOGIN_TTL_MS = SSO_LOGIN_MINUTES * 60 * 1000;
/** Per client address: discovery as the login form is typed in, and sign-ins started or returning. */
const DISCOVER_PER_IP: ThrottleRule = { limit: 60, windowSeconds: 10 * 60 };
const SIGN_INS_PER_IP: ThrottleRule = { limit: 30, windowSeconds: 10 * 60 };

interface Log {
  warn(object: object, message: string): void;
}

/** Only a path on this site is kept to return to (the SPA checks it again, client/lib/return-to.ts). */
function returnPath(value: string | undefined): string | null {
  return value?.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : null;
}

/**
 * Signing in through a workspace's provider (docs/product/workspaces.md#single-sign-on): which workspace an e-mail's
 * domain belongs to, the redirect to the provider (state hashed, nonce and PKCE verifier kept for 10 minutes), and
 * the return: the state taken once, the code exchanged and the ID token checked by openid-client (issuer, audience,
 * expiry, nonce, PKCE), the account and seat, and a session like a login's.
 */
export function createSsoSignIn(deps: {
  db: Db;
  bus: ChangeBus;
  sessions: SessionService;
  settings: SsoSettings;
  limiter: RateLimiter;
  now: () => Date;
  log: Log;
}) {
  const { db, bus, sessions, settings, limiter, now, log } = deps;

  /** The workspace whose verified domain the address is at, when its provider is set. */
  async function workspaceFor(email: string) {
    const row = await db.workspaceDomain.findFirst({
      where: {
        domain: emailDomain(email),
        verifiedAt: { not: null },
        workspace: { ssoIssuer: { not: null }, ssoClientId: { not: null }, ssoSecret: { not: null } },
      },
      select: { workspace: { select: { id: true, name: true, ssoRequired: true } } },
    });
    return row?.workspace ?? null;
  }

  const refused = (key: "sso.providerRefused" | "sso.providerDenied", cause: unknown) => {
    log.warn({ err: cause }, "single sign-on refused");
    return new AppError(key === "sso.providerDenied" ? "FORBIDDEN" : "UNAUTHENTICATED", say(key), { cause });
  };

  return {
    /** Public: whether the address can sign in through SSO, and the workspace's name; nothing else. */
    async discover(email: string, meta: SessionMeta) {
      await throttle(limiter, `sso-discover:ip:${meta.ip}`, DISCOVER_PER_IP, say("sso.tooManyAttempts"));
      const workspace = await workspaceFor(email);
      return workspace ? { available: true as const, workspaceName: workspace.name } : { available: false as const };
    },

    /** For the password login: the workspace requiring SSO of this address, if one does. */
    async requiredFor(email: string): Promise<string | null> {
      const workspace = await workspaceFor(email);
      return workspace?.ssoRequired ? workspace.name : null;
    },

    /** The provider's authorization address to send the browser to. */
    async start(input: { email: string; returnTo?: string }, meta: SessionMeta): Promise<string> {
      await throttle(limiter, `sso-sign-in:ip:${meta.ip}`, SIGN_INS_PER_IP, say("sso.tooManyAttempts"));
      const workspace = await workspaceFor(input.email);
      const provider = workspace && (await settings.provider(workspace.id));
      if (!workspace || !provider) throw new AppError("NOT_FOUND", say("sso.notConfigured"));
      const config = await discoverProvider(provider, now).catch((cause) => {
        throw new AppError("UPSTREAM_FAILED", say("sso.connectionFailed", { issuer: provider.issuer }), { cause });
      });
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db.ssoLogin.create({
        data: {
          stateHash: sha256(state),
          workspaceId: workspace.id,
          nonce,
          codeVerifier,
          returnTo: returnPath(input.returnTo),
          expiresAt: new Date(now().getTime() + LOGIN_TTL_MS),
        },
      });
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: settings.redirectUri,
          scope: "openid email profile",
          response_type: "code",
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: "S256",
          login_hint: input.email,
        })
        .toString();
    },

    /**
     * The provider's return (`query`: the callback's query string). A state unknown, expired or already used is
     * refused before anything else; an ID token openid-client rejects is refused; nothing opens a session but a
     * complete, checked sign-in with a seat.
     */
    async callback(query: URLSearchParams, meta: SessionMeta) {
      await throttle(limiter, `sso-sign-in:ip:${meta.ip}`, SIGN_INS_PER_IP, say("sso.tooManyAttempts"));
      const state = query.get("state");
      const at = now();
      // Taken once: of two returns with the same state, one claims it (docs/decisions.md D209).
      const claimed =
        state &&
        (await db.ssoLogin.updateMany({
          where: { stateHash: sha256(state), usedAt: null, expiresAt: { gt: at } },
          data: { usedAt: at },
        }));
      if (!state || !claimed || claimed.count !== 1) throw new AppError("BAD_REQUEST", say("sso.loginInvalid"));
      const login = await db.ssoLogin.findUniqueOrThrow({
        where: { stateHash: sha256(state) },
        select: { workspaceId: true, nonce: true, codeVerifier: true, returnTo: true },
      });
      if (query.has("error")) throw refused("sso.providerDenied", query.get("error"));
      const workspace = await db.workspace.findUniqueOrThrow({
        where: { id: login.workspaceId },
        select: { id: true, name: true },
      });
      const provider = await settings.provider(workspace.id);
      if (!provider) throw new AppError("NOT_FOUND", say("sso.notConfigured"));
      let claims: oidc.IDToken;
      let issuer: string;
      try {
        const config = await discoverProvider(provider, now);
        issuer = config.serverMetadata().issuer;
        const tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(`${settings.redirectUri}?${query}`),
          {
            pkceCodeVerifier: login.codeVerifier,
            expectedState: state,
            expectedNonce: login.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: settings.redirectUri },
        );
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error("no ID token");
        claims = idClaims;
      } catch (cause) {
        throw refused("sso.providerRefused", cause);
      }
      const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
      const domainVerified =
        email.includes("@") &&
        (await db.workspaceDomain.count({
          where: { workspaceId: workspace.id, domain: emailDomain(email), verifiedAt: { not: null } },
        })) > 0;
      if (!domainVerified) throw new AppError("FORBIDDEN", say("sso.emailMissing", { workspace: workspace.name }));
      // Omitted is accepted: the domain is verified and the provider is the company's own (docs/decisions.md D208).
      if (claims.email_verified === false) throw new AppError("FORBIDDEN", say("sso.emailUnverified"));
      const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 100) : email;
      const person = { issuer, subject: claims.sub, email, name };
      const { userId, token } = await bus.transaction(async (tx, publish) => {
        const { userId, joined } = await accountForSignIn(tx, workspace, person, {
          locale: meta.locale ?? DEFAULT_LOCALE,
          now: at,
        });
        if (joined) publish("workspace", workspace.id);
        return { userId, token: await sessions.open("user", userId, { ...meta, rememberMe: false }, tx) };
      });
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { id: true, name: true, email: true, role: true, planExpiresAt: true, locale: true },
      });
      return {
        session: {
          token,
          _id: user.id,
          name: user.name,
          email: user.email,
          role: effectiveRole(user, now()),
          locale: user.locale,
        },
        returnTo: login.returnTo,
      };
    },
  };
}

export type SsoSignIn = ReturnType<typeof createSsoSignIn>;
