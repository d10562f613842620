import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../../lib/trpc";

/** chat.conversation on demand (opening a history item): always fresh, since the conversation may have grown. */
export function useLoadConversation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => queryClient.fetchQuery({ ...trpc.chat.conversation.queryOptions({ id }), staleTime: 0 }),
    [trpc, queryClient],
  );
}

export type ConversationDetail = Awaited<ReturnType<ReturnType<typeof useLoadConversation>>>;
