import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** chat.rename; the history list is refetched with the new title. */
export function useRenameConversation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.chat.rename.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.chat.history.pathFilter()),
    }),
  );
}
