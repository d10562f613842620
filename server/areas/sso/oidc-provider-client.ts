import * as oidc from "openid-client";

/** A workspace's OpenID Connect provider as its managers configured it (the secret already opened). */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether an issuer address may be used: https always; http only for a loopback host outside production, where
 * the tests and a developer's own provider run (docs/decisions.md D207).
 */
export function issuerAllowed(issuer: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && !production && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The provider's configuration from its discovery document, for our client. The library's clock follows the
 * app's (`now`), so an ID token's expiry is judged by the same clock as everything else (tests move it).
 * Client authentication at the token endpoint is HTTP Basic, the default most providers register.
 */
export async function discoverProvider(settings: ProviderSettings, now: () => Date): Promise<oidc.Configuration> {
  const url = new URL(settings.issuer);
  const skewSeconds = Math.round((now().getTime() - Date.now()) / 1000);
  return oidc.discovery(
    url,
    settings.clientId,
    { [oidc.clockSkew]: skewSeconds },
    oidc.ClientSecretBasic(settings.clientSecret),
    { execute: url.protocol === "http:" ? [oidc.allowInsecureRequests] : [], timeout: 10 },
  );
}

export { oidc };
