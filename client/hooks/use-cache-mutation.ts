import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";

/**
 * A tRPC mutation whose options need the query cache: to put what it saved in place, or to refetch what
 * it changed. `options` gets the procedures and the cache and returns the procedure's mutation options.
 */
export function useCacheMutation<TData, TError, TVariables, TContext>(
  options: (
    trpc: ReturnType<typeof useTRPC>,
    queryClient: QueryClient,
  ) => UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(options(trpc, queryClient));
}
