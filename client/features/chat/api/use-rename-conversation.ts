import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** chat.rename; the history list is refetched with the new title. */
export function useRenameConversation() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.chat.rename.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.chat.history.pathFilter()),
    }),
  );
}
