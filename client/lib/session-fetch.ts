import { expireUserSession, USER_KEYS } from "./session";
import { readStorage } from "./storage";
import { refreshUserToken } from "./trpc";

/**
 * A request to a REST route with the person's access token (a download, an upload: what tRPC does not carry).
 * A 401 renews the session once, as every tRPC call does, and sends the request again; a refused renewal
 * signs out. `init` must be sendable twice (a FormData body is).
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const token = readStorage(USER_KEYS.token);
    return fetch(url, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  let response = await send();
  if (response.status === 401) {
    const outcome = await refreshUserToken();
    if (outcome === "refused") expireUserSession();
    if (outcome === "refreshed") response = await send();
  }
  return response;
}

/** The `{ message, code }` of a refused REST call, or null when the body is not one (a proxy's page). */
export async function refusalOf(response: Response): Promise<{ message: string; code?: string } | null> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === "string")
      return { message: body.message, ...(typeof body.code === "string" ? { code: body.code } : {}) };
  } catch {
    // Not JSON: no reason to show.
  }
  return null;
}
