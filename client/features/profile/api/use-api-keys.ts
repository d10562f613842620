import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** apiKeys.list: the caller's keys, revoked and expired ones included, newest first. */
export function useApiKeys() {
  const trpc = useTRPC();
  return useQuery(trpc.apiKeys.list.queryOptions());
}

/** apiKeys.create: its answer holds the only copy of the key there will ever be; the list then refetches. */
export function useCreateApiKey() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.apiKeys.create.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() }),
    }),
  );
}

/** apiKeys.revoke: the list refetches so the row says Revoked. */
export function useRevokeApiKey() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() }),
    }),
  );
}
