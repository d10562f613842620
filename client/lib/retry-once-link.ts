import type { Operation, TRPCClientError, TRPCLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import type { AppRouter } from "../../server/router";

/** A call whose first attempt failed, handed to the link that may cure it. */
export interface FailedCall {
  /** Sends the call once more; should that fail too, its error is passed on as it is, so a link never loops. */
  retry: () => void;
  /** Passes the first attempt's error on. */
  fail: () => void;
  /** True once the caller has unsubscribed: nothing more should be done for it. */
  closed: () => boolean;
}

/**
 * Takes a call's first error: false passes it on at once; true means the link took it and will call
 * `retry` or `fail` later (or neither, leaving the call pending).
 */
type FirstErrorHandler = (error: TRPCClientError<AppRouter>, call: FailedCall) => boolean;

/**
 * The shape the refresh and reauth links share: a call's first failure may be cured once and the call
 * sent again. `prepare` runs as the call is first sent (to note what it was sent with) and gives the
 * handler for its error.
 */
export function retryOnceLink(prepare: (op: Operation) => FirstErrorHandler): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let closed = false;

        const attempt = (isRetry: boolean) => {
          const onFirstError = isRetry ? undefined : prepare(op);
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              const call: FailedCall = {
                retry: () => attempt(true),
                fail: () => observer.error(error),
                closed: () => closed,
              };
              if (!onFirstError?.(error, call)) observer.error(error);
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
