import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** chat.delete; the history list is refetched without it. */
export function useDeleteConversation() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.chat.delete.mutationOptions({
      onSuccess: (result) => {
        queryClient.removeQueries(trpc.chat.conversation.queryFilter({ id: result.id }));
        return queryClient.invalidateQueries(trpc.chat.history.pathFilter());
      },
    }),
  );
}
