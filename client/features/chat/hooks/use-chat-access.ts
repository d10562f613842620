import { useEffect, useMemo, useState } from "react";
import { useSession } from "../../../hooks/use-session";
import { httpStatusOf } from "../../../lib/errors";
import { storeUserToken, USER_KEYS } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { useTRPCClient } from "../../../lib/trpc";
import { isTokenUnexpired } from "../utils/token";

export type ChatAccess = "granted" | "checking" | "denied";

/**
 * SPEC §4 "Chat authentication": no token, or one whose expiry claim has
 * passed, means no chat. Access tokens live 15 minutes while the session
 * behind them lasts days (DESIGN §7), so an expired token is first renewed
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
  const client = useTRPCClient();
  const [openedWith] = useState(token);
  const unexpired = useMemo(() => token !== openedWith || isTokenUnexpired(token, Date.now()), [token, openedWith]);
  const [refused, setRefused] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const needsRefresh = Boolean(token) && !unexpired && refused !== token && unreachable !== token;

  useEffect(() => {
    if (!needsRefresh || !token) return;
    let live = true;
    client.auth.refresh.mutate().then(
      (result) => {
        // A login in another tab meanwhile wins over the renewed token of the old session.
        if (readStorage(USER_KEYS.token) === token) storeUserToken(result.token);
      },
      (error: unknown) => {
        if (!live) return;
        const status = httpStatusOf(error);
        // Only a considered "no" ends the session; without an answer, let the chat's own calls try again.
        if (status !== undefined && status >= 400 && status < 500) setRefused(token);
        else setUnreachable(token);
      },
    );
    return () => {
      live = false;
    };
  }, [needsRefresh, token, client]);

  if (!token) return "denied";
  if (unexpired || unreachable === token) return "granted";
  return refused === token ? "denied" : "checking";
}
