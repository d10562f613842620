import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** apiKeys.list: the caller's keys, revoked and expired ones included, newest first. */
export function useApiKeys() {
  const trpc = useTRPC();
  return useQuery(trpc.apiKeys.list.queryOptions());
}

/** chat.workspaceChoices: the workspaces where the person holds a seat, which a key may bill to (issue #35). */
export function useKeyWorkspaces() {
  const trpc = useTRPC();
  return useQuery(trpc.chat.workspaceChoices.queryOptions(undefined, { staleTime: 60_000 }));
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
