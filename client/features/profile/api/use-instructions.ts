import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** account.instructions: the person's custom instructions (issue #33), as the Instructions tab shows them. */
export function useInstructions() {
  const trpc = useTRPC();
  return useQuery(trpc.account.instructions.queryOptions());
}

/** account.setInstructions: both texts and the switch in one save; the saved values replace the query's. */
export function useSaveInstructions() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.account.setInstructions.mutationOptions({
      onSuccess: (result) => queryClient.setQueryData(trpc.account.instructions.queryKey(), result.instructions),
    }),
  );
}
