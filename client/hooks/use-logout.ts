import { useCallback, useRef, useState } from "react";
import { logoutUser, USER_KEYS } from "../lib/session";
import { readStorage } from "../lib/storage";
import { useTRPCClient } from "../lib/trpc";

// A server that does not answer must not keep anyone signed in on this device.
const LOGOUT_TIMEOUT_MS = 4000;

interface LogoutSteps {
  /** The stored token, if there is a session to revoke. */
  token: () => string | null;
  /** Revokes the session on the server. */
  revoke: (signal: AbortSignal) => Promise<unknown>;
  /** Clears the browser session and leaves with a full page load. */
  leave: () => void;
}

export interface Logout {
  logout: () => void;
  isPending: boolean;
}

/**
 * Logout of either side (docs/product.md#changes-from-the-original-specification): revoke the session on the server, best
 * effort (its failure or silence never blocks the local logout), then clear
 * the browser session and leave. A second click while it runs does nothing.
 */
export function useLogoutSteps(steps: LogoutSteps): Logout {
  const [isPending, setPending] = useState(false);
  const started = useRef(false);
  const latest = useRef(steps);
  latest.current = steps;

  const logout = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPending(true);
    const { token, revoke, leave } = latest.current;
    void (async () => {
      if (token()) {
        const controller = new AbortController();
        const timer = window.setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
        try {
          await revoke(controller.signal);
        } catch {
          // Ignored on purpose: the session ends here either way.
        } finally {
          window.clearTimeout(timer);
        }
      }
      leave();
    })();
  }, []);

  return { logout, isPending };
}

/** The user's logout: clears the browser session and loads "/" (docs/product/data.md#states-and-transitions). */
export function useLogout(): Logout {
  const client = useTRPCClient();
  return useLogoutSteps({
    token: () => readStorage(USER_KEYS.token),
    revoke: (signal) => client.auth.logout.mutate(undefined, { signal }),
    leave: logoutUser,
  });
}
