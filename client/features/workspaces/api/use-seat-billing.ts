import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { type RouterOutputs, useTRPC } from "../../../lib/trpc";

export type SeatsOverview = RouterOutputs["workspaceBilling"]["overview"];
export type SeatsCheckout = RouterOutputs["workspaceBilling"]["buy"];

/** workspaceBilling.overview: the billing tab's seats, period, subscription and payments. */
export function useSeatsOverview(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaceBilling.overview.queryOptions({ workspaceId }));
}

/** The answer of a change on the tab is its new figures: put straight in the cache. */
const putOverview = (trpc: ReturnType<typeof useTRPC>, queryClient: QueryClient) => (overview: SeatsOverview) =>
  queryClient.setQueryData(trpc.workspaceBilling.overview.queryKey({ workspaceId: overview.workspaceId }), overview);

/** workspaceBilling.scheduleNext: fewer seats from the renewal. */
export function useScheduleSeats() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.workspaceBilling.scheduleNext.mutationOptions({ onSuccess: putOverview(trpc, queryClient) }),
  );
}

/** workspaceBilling.stopRenewal: the subscription stops renewing; the seats run to the end already paid for. */
export function useStopRenewal() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.workspaceBilling.stopRenewal.mutationOptions({ onSuccess: putOverview(trpc, queryClient) }),
  );
}
