import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { type RouterOutputs, useTRPC } from "../../../lib/trpc";

export type SeatsOverview = RouterOutputs["workspaceBilling"]["overview"];
export type SeatsCheckout = RouterOutputs["workspaceBilling"]["buy"];

/** workspaceBilling.overview: the billing tab's seats, period, subscription and payments. */
export function useSeatsOverview(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaceBilling.overview.queryOptions({ workspaceId }));
}

/** workspaceBilling.scheduleNext: the answer is the tab's new figures, put straight in the cache. */
export function useScheduleSeats() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.workspaceBilling.scheduleNext.mutationOptions({
      onSuccess: (overview) =>
        queryClient.setQueryData(
          trpc.workspaceBilling.overview.queryKey({ workspaceId: overview.workspaceId }),
          overview,
        ),
    }),
  );
}
