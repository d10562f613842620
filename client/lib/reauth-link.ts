import type { TRPCLink } from "@trpc/client";
import type { AppRouter } from "../../server/router";
import { reauthNeeded } from "./errors";
import { retryOnceLink } from "./retry-once-link";

/** Whose session must confirm (the procedure's side) and whether a code will be asked. */
export interface ReauthRequest {
  realm: "auth" | "admin";
  twoFactor: boolean;
}

/** Shows the "Confirm it's you" dialog; true once the session is confirmed, false when the person cancels. */
type ReauthHandler = (request: ReauthRequest) => Promise<boolean>;

let handler: ReauthHandler | null = null;

/** The app's one dialog registers here (ConfirmIdentityHost); returns the unregistering function. */
export function handleReauth(next: ReauthHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/**
 * Sudo mode, once for every procedure (README, "Sessions"): a call refused
 * with `reason: reauth_required` opens the "Confirm it's you" dialog and, once
 * the session is confirmed, is sent again, so the screen that made it just
 * carries on. Calls refused together share one dialog per side. Cancelled, or
 * refused again after confirming, the original error is passed on as it is.
 */
export function reauthLink(): TRPCLink<AppRouter> {
  const asking = new Map<ReauthRequest["realm"], Promise<boolean>>();
  const ask = (request: ReauthRequest) => {
    const shared = asking.get(request.realm);
    if (shared) return shared;
    const answer = (handler ? handler(request) : Promise.resolve(false)).finally(() => asking.delete(request.realm));
    asking.set(request.realm, answer);
    return answer;
  };

  return retryOnceLink((op) => (error, call) => {
    const needed = reauthNeeded(error);
    if (!needed) return false;
    const realm = op.path.startsWith("admin.") ? "admin" : "auth";
    void ask({ realm, twoFactor: needed.twoFactor }).then((confirmed) => {
      if (call.closed()) return;
      if (confirmed) call.retry();
      else call.fail();
    });
    return true;
  });
}
