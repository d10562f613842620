import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from "jose";
import Provider from "oidc-provider";

/** A person the provider knows: the login typed on its form is their id. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, as a company's identity provider: clients with a
 * secret and our callback, accounts by login, its development login and consent forms (any password), and an ID
 * token lifetime a test can shorten. Discovery, PKCE, nonce, issuer and audience are the library's own.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  clients: Array<{ clientId: string; clientSecret: string }>;
}) {
  const accounts = new Map<string, ProviderAccount>();
  const settings: { idTokenSeconds: number; idTokenAudience?: string } = { idTokenSeconds: 3600 };
  // The provider's signing key is ours, so a test can have it issue an ID token for another audience.
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [options.redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    })),
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The e-mail and name in the ID token itself, as the big providers send them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ["test-provider-cookie-key-0123456789"] },
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [signingKey] },
    ttl: {
      IdToken: () => settings.idTokenSeconds,
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  // With `idTokenAudience` set, the token endpoint's ID token names that audience, signed with the provider's key:
  // a token the provider issued to another client.
  provider.use(async (ctx: { path: string; body?: { id_token?: string } }, next: () => Promise<void>) => {
    await next();
    const idToken = ctx.path === "/token" ? ctx.body?.id_token : undefined;
    if (!idToken || !settings.idTokenAudience) return;
    const claims = { ...decodeJwt(idToken), aud: settings.idTokenAudience };
    ctx.body = {
      ...ctx.body,
      id_token: await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: signingKey.kid }).sign(privateKey),
    };
  });
  server.on("request", provider.callback());
  return {
    issuer,
    accounts,
    settings,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** Cookies by name, for the provider's one host: enough for its interaction session. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

/**
 * A browser at the provider without a browser: follows its redirects and posts its login form (as `login`, any
 * password) and consent form, until it sends the browser back to `redirectUri`; returns that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = cookieJar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: "GET" };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next;
      init = { method: "GET" };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const fields: Record<string, string> = prompt === "login" ? { prompt, login, password: "any" } : { prompt };
    url = new URL(action.replace(/&amp;/g, "&"), url);
    init = {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  }
  throw new Error("the provider never sent the browser back");
}
