import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** chat.delete; the history list is refetched without it. */
export function useDeleteConversation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.chat.delete.mutationOptions({
      onSuccess: (result) => {
        queryClient.removeQueries(trpc.chat.conversation.queryFilter({ id: result.id }));
        return queryClient.invalidateQueries(trpc.chat.history.pathFilter());
      },
    }),
  );
}
