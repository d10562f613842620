import type { Operation, TRPCLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import type { AppRouter } from "../../server/trpc/router";
import { isUnauthorized } from "./errors";

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

  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let closed = false;

        const attempt = (isRetry: boolean) => {
          const sentWith = options.currentToken();
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              if (isRetry || !sentWith || !isUnauthorized(error) || !options.canRefresh(op)) {
                observer.error(error);
                return;
              }
              const latest = options.currentToken();
              const outcome: Promise<RefreshOutcome> =
                latest && latest !== sentWith ? Promise.resolve("refreshed") : refreshOnce();
              void outcome.then((result) => {
                if (closed) return;
                if (result === "refreshed") {
                  attempt(true);
                  return;
                }
                if (result === "refused" && options.onRefused(op)) return;
                observer.error(error);
              });
            },
          });
        };

        attempt(false);
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
}
