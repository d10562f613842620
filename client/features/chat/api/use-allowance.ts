import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** Today's credits for the plan in force (usage.today); every turn invalidates it. */
export function useAllowance() {
  const trpc = useTRPC();
  return useQuery(trpc.usage.today.queryOptions(undefined, { staleTime: 30_000 }));
}
