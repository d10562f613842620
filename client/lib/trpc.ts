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
import { TRPC_MAX_BATCH_SIZE } from "#shared/app";
import type { AppRouter } from "../../server/router";
import { httpStatusOf } from "./errors";
import { reauthLink } from "./reauth-link";
import { type RefreshOutcome, refreshLink } from "./refresh-link";
import {
  ADMIN_KEYS,
  expireAdminSession,
  expireUserSession,
  storeAdminToken,
  storeUserToken,
  USER_KEYS,
} from "./session";
import { readStorage } from "./storage";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type { RouterInputs, RouterOutputs } from "./router-types";

const TRPC_URL = "/trpc";

function bearer(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

// Read at every request, never captured: a login, refresh or logout (in any tab) takes effect on the next call.
const userToken = () => readStorage(USER_KEYS.token);
const userHeaders = () => bearer(userToken());
const adminToken = () => readStorage(ADMIN_KEYS.adminToken);
const adminHeaders = () => bearer(adminToken());

/**
 * Procedures whose 401 means "wrong credentials" or that run without a
 * session: a new token cannot help them, and refreshing inside refresh would loop.
 */
const NO_REFRESH = new Set([
  "auth.login",
  "auth.loginMfa",
  "auth.register",
  "auth.preRegister",
  "auth.refresh",
  "auth.resetPassword",
]);

/**
 * Procedures whose output is an async iterable (a chat reply, token by
 * token): they need the JSON-lines streaming link. One request each
 * (maxItems 1), so abandoning one read (a reconnect, another conversation
 * opened) cancels exactly that fetch and nothing batched with it.
 */
const STREAMED = new Set(["chat.send", "chat.regenerate", "chat.continue", "chat.follow"]);

function canRefresh(op: Operation): boolean {
  return !NO_REFRESH.has(op.path) && !op.path.startsWith("otp.");
}

/** The admin calls a new admin token cannot help: wrong credentials, and the refresh itself. */
const ADMIN_NO_REFRESH = new Set([
  "admin.login",
  "admin.loginMfa",
  "admin.loginEnrolBegin",
  "admin.loginEnrolConfirm",
  "admin.refresh",
]);

function canRefreshAdmin(op: Operation): boolean {
  return !ADMIN_NO_REFRESH.has(op.path);
}

/** Either side's refresh: only a considered "no" ends the session, a network blip or a server fault must not. */
function refreshOutcomeOf(error: unknown): RefreshOutcome {
  const status = httpStatusOf(error);
  const refused = error instanceof TRPCClientError && status !== undefined && status >= 400 && status < 500;
  return refused ? "refused" : "unreachable";
}

/**
 * One refresher per side, shared by every caller in the tab (the refresh link,
 * the chat's access check). Only the latest token of a session may refresh;
 * an older one ends the session (docs/product.md#changes-from-the-original-specification). So concurrent callers share one
 * request, and tabs take turns under a Web Lock: a tab that finds a newer
 * token stored (another tab refreshed, or signed in) uses it instead of
 * presenting its own, now older, copy.
 */
function createRefresher(side: {
  lock: string;
  token: () => string | null;
  store: (token: string) => void;
  request: () => Promise<{ token: string }>;
}): () => Promise<RefreshOutcome> {
  let inFlight: Promise<RefreshOutcome> | null = null;
  const refresh = async (sentWith: string | null): Promise<RefreshOutcome> => {
    const current = side.token();
    if (current !== sentWith) return current ? "refreshed" : "refused";
    try {
      const { token } = await side.request();
      if (side.token() === sentWith) side.store(token);
      return "refreshed";
    } catch (error) {
      return refreshOutcomeOf(error);
    }
  };
  return () => {
    const sentWith = side.token();
    inFlight ??= (
      navigator.locks ? navigator.locks.request(side.lock, () => refresh(sentWith)) : refresh(sentWith)
    ).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

// Plain links of their own, so a refresh's own 401 never re-enters the refresh link.
const userRefreshClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: TRPC_URL, headers: userHeaders })] });
const adminRefreshClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: TRPC_URL, headers: adminHeaders })] });

/** auth.refresh with the current (possibly expired) user token. */
export const refreshUserToken = createRefresher({
  lock: "nexgen-refresh-user",
  token: userToken,
  store: storeUserToken,
  request: () => userRefreshClient.auth.refresh.mutate(),
});

/**
 * admin.refresh with the current (possibly expired) admin token. Admin access
 * tokens last 15 minutes inside an 8-hour session (docs/architecture.md#security-numbers), so this runs
 * several times a working day.
 */
const refreshAdminToken = createRefresher({
  lock: "nexgen-refresh-admin",
  token: adminToken,
  store: storeAdminToken,
  request: () => adminRefreshClient.admin.refresh.mutate(),
});

/**
 * Admin and user tokens are not interchangeable (docs/architecture.md#security-numbers), so admin.*
 * procedures go through their own links carrying the admin token, each side
 * with its own refresh-and-retry-once (docs/product/data.md#states-and-transitions "Token refresh", "Admin
 * session"). User procedures: a 401 answered before a stream starts is
 * refreshed and retried like any other. Both sides share the sudo-mode link
 * (reauth-link.ts).
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      // Outermost: a call sent again after "Confirm it's you" goes through the token refresh like any other.
      reauthLink(),
      splitLink({
        condition: (op) => op.path.startsWith("admin."),
        true: [
          refreshLink({
            canRefresh: canRefreshAdmin,
            currentToken: adminToken,
            refresh: refreshAdminToken,
            // Logging out with a dead session needs no detour: the logout itself clears everything.
            onRefused: (op) => {
              if (op.path === "admin.logout") return false;
              expireAdminSession();
              return true;
            },
          }),
          httpBatchLink({ url: TRPC_URL, headers: adminHeaders, maxItems: TRPC_MAX_BATCH_SIZE }),
        ],
        false: [
          refreshLink({
            canRefresh,
            currentToken: userToken,
            refresh: refreshUserToken,
            // Logging out with a dead session needs no detour via /login: the logout itself clears everything.
            onRefused: (op) => {
              if (op.path === "auth.logout") return false;
              expireUserSession();
              return true;
            },
          }),
          splitLink({
            condition: (op) => STREAMED.has(op.path),
            true: httpBatchStreamLink({ url: TRPC_URL, headers: userHeaders, maxItems: 1 }),
            false: httpBatchLink({ url: TRPC_URL, headers: userHeaders, maxItems: TRPC_MAX_BATCH_SIZE }),
          }),
        ],
      }),
    ],
  });
}
