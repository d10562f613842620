import { useCallback, useRef, useState } from "react";
import { ADMIN_KEYS, ADMIN_LOGIN_PATH, clearAdminSession } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { useTRPCClient } from "../../../lib/trpc";

// A server that does not answer must not keep anyone signed in on this device.
const LOGOUT_TIMEOUT_MS = 4000;

/**
 * Admin logout: revoke the session on the server (best effort, its failure
 * is ignored), remove the five admin keys and do a full load of
 * /admin/login, so no admin data stays in memory (SPEC §4 "Admin session").
 */
export function useAdminLogout(): { logout: () => void; isPending: boolean } {
  const client = useTRPCClient();
  const [isPending, setPending] = useState(false);
  const started = useRef(false);

  const logout = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPending(true);
    void (async () => {
      if (readStorage(ADMIN_KEYS.adminToken)) {
        const controller = new AbortController();
        const timer = window.setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
        try {
          await client.admin.logout.mutate(undefined, { signal: controller.signal });
        } catch {
          // Ignored on purpose: the session ends here either way.
        } finally {
          window.clearTimeout(timer);
        }
      }
      clearAdminSession();
      window.location.assign(ADMIN_LOGIN_PATH);
    })();
  }, [client]);

  return { logout, isPending };
}
