import { type Logout, useLogoutSteps } from "../../../hooks/use-logout";
import { ADMIN_KEYS, leaveAdmin } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { useTRPCClient } from "../../../lib/trpc";

/**
 * Admin logout: revoke the session on the server, remove the five admin keys
 * and do a full load of /admin/login, so no admin data stays in memory
 * (docs/product/data.md#states-and-transitions "Admin session").
 */
export function useAdminLogout(): Logout {
  const client = useTRPCClient();
  return useLogoutSteps({
    token: () => readStorage(ADMIN_KEYS.adminToken),
    revoke: (signal) => client.admin.logout.mutate(undefined, { signal }),
    leave: leaveAdmin,
  });
}
