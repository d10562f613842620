import type { Operation, TRPCLink } from "@trpc/client";
import type { AppRouter } from "../../server/router";
import { isUnauthorized } from "./errors";
import { retryOnceLink } from "./retry-once-link";

/**
 * refreshed: a new token is stored, retry. refused: the server turned the
 * session down (revoked, idle too long), sign out. unreachable: no answer
 * (network, server error); keep the session and report the original error.
 */
export type RefreshOutcome = "refreshed" | "refused" | "unreachable";

interface RefreshLinkOptions {
  /** Whether a 401 from this operation may be cured by a new token (not login, refresh itself...). */
  canRefresh: (op: Operation) => boolean;
  /** The token the next request will carry (the request headers read the same storage). */
  currentToken: () => string | null;
  /** Asks the server for a new token and stores it. */
  refresh: () => Promise<RefreshOutcome>;
  /**
   * Called for each operation whose refresh the server refused. True when it sent the page away (a full load
   * of the login page): the call's error is then not passed on, because a screen handling it would redirect
   * within the page while that load is under way; it stays pending until the page is replaced.
   */
  onRefused: (op: Operation) => boolean;
}

/**
 * docs/product/data.md#states-and-transitions "Token refresh", once for every user procedure: on a 401 the
 * session is refreshed and the call retried once. Concurrent 401s share one
 * refresh; a call whose 401 came back after another call already refreshed
 * the token is simply retried with the new one. A retry that fails again is
 * passed on as it is, so this never loops.
 */
export function refreshLink(options: RefreshLinkOptions): TRPCLink<AppRouter> {
  let inFlight: Promise<RefreshOutcome> | null = null;
  const refreshOnce = () => {
    inFlight ??= options.refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return retryOnceLink((op) => {
    const sentWith = options.currentToken();
    return (error, call) => {
      if (!sentWith || !isUnauthorized(error) || !options.canRefresh(op)) return false;
      const latest = options.currentToken();
      const outcome: Promise<RefreshOutcome> =
        latest && latest !== sentWith ? Promise.resolve("refreshed") : refreshOnce();
      void outcome.then((result) => {
        if (call.closed()) return;
        if (result === "refreshed") call.retry();
        else if (!(result === "refused" && options.onRefused(op))) call.fail();
      });
      return true;
    };
  });
}
