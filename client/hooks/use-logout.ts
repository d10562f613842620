import { useCallback, useRef, useState } from "react";
import { logoutUser, USER_KEYS } from "../lib/session";
import { readStorage } from "../lib/storage";
import { useTRPCClient } from "../lib/trpc";

// A server that does not answer must not keep anyone signed in on this device.
const LOGOUT_TIMEOUT_MS = 4000;

/**
 * Logout (DESIGN §2): revoke the session on the server, then clear the
 * browser session and load "/" (SPEC §4). The server call is best effort:
 * its failure never blocks the local logout.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const client = useTRPCClient();
  const [isPending, setPending] = useState(false);
  const started = useRef(false);

  const logout = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPending(true);
    void (async () => {
      if (readStorage(USER_KEYS.token)) {
        const controller = new AbortController();
        const timer = window.setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
        try {
          await client.auth.logout.mutate(undefined, { signal: controller.signal });
        } catch {
          // Ignored on purpose: the session ends here either way.
        } finally {
          window.clearTimeout(timer);
        }
      }
      logoutUser();
    })();
  }, [client]);

  return { logout, isPending };
}
