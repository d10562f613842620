import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceAction } from "#shared/chat";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";

/**
 * chat.pin, chat.unpin, chat.archive or chat.unarchive; the history lists (every view, every search) are
 * refetched, as after a rename. Another tab's sidebar refetches when it next opens (staleTime 0).
 */
export function useConversationPlace(options: { onMoved?: (id: string, action: PlaceAction) => void } = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: PlaceAction }) => client.chat[action].mutate({ id }),
    // Here, not in mutate's own callbacks: the list's refetch remounts the item (another group), and
    // mutate's callbacks are dropped for an unmounted component.
    onSuccess: async (_result, { id, action }) => {
      await queryClient.invalidateQueries(trpc.chat.history.pathFilter());
      options.onMoved?.(id, action);
    },
  });
}
