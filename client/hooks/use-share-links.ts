import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";
import { useCacheMutation } from "./use-cache-mutation";

/**
 * A person's share links (issue #33, docs/product/sharing.md): the chat's share dialog and the profile's Shared
 * links tab read and change the same list, so both see a change made in either.
 */

/** sharing.list: every link of the person's, or one conversation's (`conversationId`); only while `enabled`. */
export function useShareLinks(conversationId?: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.sharing.list.queryOptions(conversationId ? { conversationId } : undefined),
    enabled,
  });
}

// After any change to a link, every list of links is fetched again.

export function useCreateShareLink() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.sharing.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.sharing.list.pathFilter()),
    }),
  );
}

export function useUpdateShareLink() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.sharing.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.sharing.list.pathFilter()),
    }),
  );
}

export function useRevokeShareLink() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.sharing.revoke.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.sharing.list.pathFilter()),
    }),
  );
}
