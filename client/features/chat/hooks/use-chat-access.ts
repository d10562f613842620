import { useEffect, useMemo, useState } from "react";
import { useSession } from "../../../hooks/use-session";
import { refreshUserToken } from "../../../lib/trpc";
import { isTokenUnexpired } from "../utils/token";

export type ChatAccess = "granted" | "checking" | "denied";

/**
 * docs/product/data.md#states-and-transitions "Chat authentication": no token, or one whose expiry claim has
 * passed, means no chat. Access tokens live 15 minutes while the session
 * behind them lasts days (docs/architecture.md#security-numbers), so an expired token is first renewed
 * through auth.refresh, as the token-refresh rule does for any call; only a
 * session the server refuses to renew counts as logged out.
 *
 * Expiry is judged once, for the token the page opened with: a token that
 * arrives later (this renewal, the refresh link's, a login in another tab)
 * was just issued by the server. So a chat left open past the token's
 * lifetime keeps going (its next call refreshes), and a device whose clock
 * runs ahead cannot make every fresh token look expired and loop.
 */
export function useChatAccess(): ChatAccess {
  const { token } = useSession();
  const [openedWith] = useState(token);
  const unexpired = useMemo(() => token !== openedWith || isTokenUnexpired(token, Date.now()), [token, openedWith]);
  const [refused, setRefused] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const needsRefresh = Boolean(token) && !unexpired && refused !== token && unreachable !== token;

  useEffect(() => {
    if (!needsRefresh || !token) return;
    let live = true;
    // The tab's one refresher: a second refresh with the same token would end the session (reuse detection).
    void refreshUserToken().then((outcome) => {
      if (!live) return;
      // Only a considered "no" ends the session; without an answer, let the chat's own calls try again.
      if (outcome === "refused") setRefused(token);
      else if (outcome === "unreachable") setUnreachable(token);
    });
    return () => {
      live = false;
    };
  }, [needsRefresh, token]);

  if (!token) return "denied";
  if (unexpired || unreachable === token) return "granted";
  return refused === token ? "denied" : "checking";
}
