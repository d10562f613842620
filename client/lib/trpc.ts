import { createTRPCClient, httpBatchLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../server/trpc/router";
import { ADMIN_KEYS, USER_KEYS } from "./session";
import { readStorage } from "./storage";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const TRPC_URL = "/trpc";

function bearer(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * Admin and user tokens are not interchangeable (DESIGN §7), so admin.*
 * procedures go through their own link carrying the admin token.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.path.startsWith("admin."),
        true: httpBatchLink({ url: TRPC_URL, headers: () => bearer(readStorage(ADMIN_KEYS.adminToken)) }),
        false: httpBatchLink({ url: TRPC_URL, headers: () => bearer(readStorage(USER_KEYS.token)) }),
      }),
    ],
  });
}
