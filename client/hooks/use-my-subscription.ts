import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";
import { useSession } from "./use-session";

/** A few minutes: the grace banner asks on every signed-in page, and a renewal changes at most once a day. */
const FRESH_MS = 5 * 60_000;

/**
 * subscription.mine, asked only of a person on a paid plan (a pending renewal keeps the plan until its grace
 * ends, so nobody with a subscription worth showing is on Starter): a visitor or a Starter costs no request
 * (docs/decisions.md D146). The pricing page, the profile and the grace banner share the answer; the
 * profile asks `always`, to show a subscription that has ended (a halted one leaves its owner on Starter).
 */
export function useMySubscription({ always = false }: { always?: boolean } = {}) {
  const trpc = useTRPC();
  const session = useSession();
  return useQuery({
    ...trpc.subscription.mine.queryOptions(),
    enabled: session.isSignedIn && (always || session.role !== "starter"),
    staleTime: FRESH_MS,
  });
}
