import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  httpLink,
  type Operation,
  splitLink,
  TRPCClientError,
} from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../server/trpc/router";
import { httpStatusOf } from "./errors";
import { type RefreshOutcome, refreshLink } from "./refresh-link";
import { ADMIN_KEYS, expireUserSession, storeUserToken, USER_KEYS } from "./session";
import { readStorage } from "./storage";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const TRPC_URL = "/trpc";

function bearer(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

// Read at every request, never captured: a login, refresh or logout (in any tab) takes effect on the next call.
const userToken = () => readStorage(USER_KEYS.token);
const userHeaders = () => bearer(userToken());

/**
 * Procedures whose 401 means "wrong credentials" or that run without a
 * session: a new token cannot help them, and refreshing inside refresh would loop.
 */
const NO_REFRESH = new Set(["auth.login", "auth.register", "auth.preRegister", "auth.refresh", "auth.resetPassword"]);

/**
 * Procedures whose output is an async iterable (the chat reply, token by
 * token): they need the JSON-lines streaming link. One request each
 * (maxItems 1), so aborting one (the chat's Stop) cancels exactly that fetch.
 */
const STREAMED = new Set(["chat.send"]);

function canRefresh(op: Operation): boolean {
  return !NO_REFRESH.has(op.path) && !op.path.startsWith("otp.");
}

/** auth.refresh through a plain link of its own, so its own 401 never re-enters the refresh link. */
function createRefresher(): () => Promise<RefreshOutcome> {
  const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: TRPC_URL, headers: userHeaders })] });
  return async () => {
    const sentWith = userToken();
    try {
      const { token } = await client.auth.refresh.mutate();
      // A login in another tab meanwhile wins over the refreshed token of the old session.
      if (userToken() === sentWith) storeUserToken(token);
      return "refreshed";
    } catch (error) {
      const status = httpStatusOf(error);
      // Only a considered "no" ends the session; a network blip or a server fault must not sign anyone out.
      const refused = error instanceof TRPCClientError && status !== undefined && status >= 400 && status < 500;
      return refused ? "refused" : "unreachable";
    }
  };
}

/**
 * Admin and user tokens are not interchangeable (DESIGN §7), so admin.*
 * procedures go through their own link carrying the admin token. User
 * procedures pass the refresh link first (SPEC §4 "Token refresh"): a 401
 * answered before a stream starts is refreshed and retried like any other.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.path.startsWith("admin."),
        true: httpBatchLink({ url: TRPC_URL, headers: () => bearer(readStorage(ADMIN_KEYS.adminToken)) }),
        false: [
          refreshLink({
            canRefresh,
            currentToken: userToken,
            refresh: createRefresher(),
            // Logging out with a dead session needs no detour via /login: the logout itself clears everything.
            onRefused: (op) => {
              if (op.path !== "auth.logout") expireUserSession();
            },
          }),
          splitLink({
            condition: (op) => STREAMED.has(op.path),
            true: httpBatchStreamLink({ url: TRPC_URL, headers: userHeaders, maxItems: 1 }),
            false: httpBatchLink({ url: TRPC_URL, headers: userHeaders }),
          }),
        ],
      }),
    ],
  });
}
